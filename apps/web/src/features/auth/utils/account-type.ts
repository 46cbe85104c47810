import type { UserStatus } from '@lome/shared';

/** Spec §2: `?type=` apporteur, sponsor or company; anything else (or nothing) means particular. */
export function accountTypeFromQuery(type: string | null): UserStatus {
  return type === 'apporteur' || type === 'sponsor' || type === 'company' ? type : 'particular';
}

/** Digits and '+' only, as the phone input keeps them (spec §2 register). */
export function keepPhoneChars(value: string): string {
  return value.replace(/[^\d+]/g, '');
}
