import type { UserStatus } from './schemas/auth.js';

/** Account types that bring in referrals and see 'Tableau de bord' (P11.1 navbar, P7.1). */
export const REFERRER_STATUSES: readonly UserStatus[] = ['apporteur', 'sponsor'];

/** Whether an account type owns a referral code and a sponsor dashboard. */
export const isReferrer = (status: UserStatus): boolean => REFERRER_STATUSES.includes(status);

/** Full name as shown to others: first name, then last name when known. */
export const fullName = (firstname: string, lastname?: string | null): string =>
  [firstname, lastname]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
