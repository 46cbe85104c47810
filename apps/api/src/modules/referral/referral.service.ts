import { fullName, type ReferralCheckResponse } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import * as repo from './referral.repository.js';

export type { Referrer } from './referral.repository.js';

/** Codes are shown upper case; people type them any way. */
export const normaliseReferralCode = (code: string): string => code.trim().toUpperCase();

/** The referrer behind a code, unless it is the caller's own code (no self-referral, D5). */
export async function findReferrer(
  db: Db,
  code: string,
  callerId?: string,
): Promise<repo.Referrer | undefined> {
  const referrer = await repo.findReferrerByCode(db, normaliseReferralCode(code));
  return referrer && referrer.id !== callerId ? referrer : undefined;
}

/** GET /referral/check/{code}: who the code belongs to, for the register form and the /ref landing. */
export async function checkReferralCode(
  db: Db,
  code: string,
  callerId?: string,
): Promise<ReferralCheckResponse | undefined> {
  const referrer = await findReferrer(db, code, callerId);
  if (!referrer || (referrer.user_status !== 'apporteur' && referrer.user_status !== 'sponsor'))
    return undefined;
  return {
    sponsor_name: fullName(referrer.firstname, referrer.lastname),
    sponsor_type: referrer.user_status,
  };
}

/** Records who referred whom; part of the registration transaction (one sponsor per person, D5). */
export function recordSponsorship(db: Db, sponsorId: string, sponsoredId: string): Promise<void> {
  return repo.insertSponsorship(db, {
    id: newId(),
    sponsor_id: sponsorId,
    sponsored_id: sponsoredId,
    created_at: nowIso(),
  });
}
