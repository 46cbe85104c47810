export type StrengthColor = 'danger' | 'warning' | 'success';
export type PasswordStrength = { score: number; color: StrengthColor; label: 'Faible' | 'Moyen' | 'Fort' };

/** Lowest score accepted at registration (P10.4). */
export const MIN_PASSWORD_SCORE = 40;

const criteria: ReadonlyArray<(password: string) => boolean> = [
  (p) => p.length >= 8,
  (p) => /[A-Z]/.test(p),
  (p) => /[a-z]/.test(p),
  (p) => /\d/.test(p),
  (p) => /[^A-Za-z0-9]/.test(p),
];

/** Strength of a password: 20 points per criterion met (P10.4), with the meter's colour and label. */
export function passwordStrength(password: string): PasswordStrength {
  const score = criteria.filter((met) => met(password)).length * 20;
  if (score < 40) return { score, color: 'danger', label: 'Faible' };
  if (score < 80) return { score, color: 'warning', label: 'Moyen' };
  return { score, color: 'success', label: 'Fort' };
}
