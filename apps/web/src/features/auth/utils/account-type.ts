import type { UserStatus } from '@lome/shared';

/** Spec §2: `?type=` apporteur, sponsor or company; anything else (or nothing) means particular. */
export function accountTypeFromQuery(type: string | null): UserStatus {
  return type === 'apporteur' || type === 'sponsor' || type === 'company' ? type : 'particular';
}
