import { fullName, type ReferralCheckResponse } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import * as repo from './sponsorships.repository.js';

/** Codes are shown upper case; people type them any way. */
export const normaliseReferralCode = (code: string): string => code.trim().toUpperCase();

/** The referrer behind a code, unless it is the caller's own code (no self-referral, P7.1). */
export async function findReferrer(
  db: Db,
  code: string,
  callerId?: string,
): Promise<repo.Referrer | undefined> {
  const referrer = await repo.findReferrerByCode(db, normaliseReferralCode(code));
  return referrer && referrer.id !== callerId ? referrer : undefined;
}

/**
 * GET /referral/check/{code}: who the code belongs to, for the register form and the /ref landing. A sponsor
 * whose activation is not confirmed shows as an apporteur (P7.6).
 */
export async function checkReferralCode(
  db: Db,
  code: string,
  callerId?: string,
): Promise<ReferralCheckResponse | undefined> {
  const referrer = await findReferrer(db, code, callerId);
  if (!referrer) return undefined;
  const member = (await repo.findMember(db, referrer.id))!;
  return {
    sponsor_name: fullName(referrer.firstname, referrer.lastname),
    sponsor_type: isPremium(member) ? 'sponsor' : 'apporteur',
  };
}

/**
 * Records who referred whom; part of the registration transaction (one sponsor per person, P7.1). `at` is when,
 * now unless the demo seed dates it with the accounts it writes.
 */
export function recordSponsorship(
  db: Db,
  sponsorId: string,
  sponsoredId: string,
  at = nowIso(),
): Promise<void> {
  return repo.insertSponsorship(db, {
    id: newId(),
    sponsor_id: sponsorId,
    sponsored_id: sponsoredId,
    created_at: at,
  });
}

/** Only an active sponsor is premium: badge, network commission and sponsor bonus (P7.6). */
export const isPremium = (m: Pick<repo.Member, 'user_status' | 'activation_status'>) =>
  m.user_status === 'sponsor' && m.activation_status === 'active';

/** The account's referral code, for its links. */
export async function getReferralCode(db: Db, userId: string): Promise<string | null> {
  return (await repo.findMember(db, userId))?.referral_code ?? null;
}
