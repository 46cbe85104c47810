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

/**
 * Whether an account's address is a stand-in under the reserved `.invalid` domain (RFC 2606): a rider's or a caller's
 * account without an e-mail of its own. No mail goes there, and nobody should read it.
 */
export const isStandInEmail = (email: string): boolean => /\.invalid$/i.test(email.trim());

/** An account's e-mail as people read it: null for none or a stand-in. */
export const shownEmail = (email: string | null | undefined): string | null =>
  email && !isStandInEmail(email) ? email : null;
