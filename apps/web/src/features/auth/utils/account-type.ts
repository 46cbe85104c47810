import type { UserStatus } from '@lome/shared';

/** P11.1: `?type=` apporteur, sponsor or company; anything else (or nothing) means particular. */
export function accountTypeFromQuery(type: string | null): UserStatus {
  return type === 'apporteur' || type === 'sponsor' || type === 'company' ? type : 'particular';
}
