import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import * as repo from './caller-codes.repository.js';

/** How long a caller's code proves their number: a month, time enough to register after a phone order. */
export const CALLER_CODE_TTL_DAYS = 30;
const CALLER_CODE_MAX_ATTEMPTS = 5;

// Bound to the account so that equal codes of two callers never share a hash.
const hashCallerCode = (userId: string, code: string) =>
  createHash('sha256').update(`caller:${userId}:${code}`).digest();

/**
 * A fresh six-digit code for a caller's light account (decision 0064), given to staff once with the order's
 * confirmation to pass on by WhatsApp or at the counter; only its hash is kept, and it replaces the one before.
 */
export async function issueCallerCode(db: Db, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.putCode(db, {
    user_id: userId,
    code_hash: hashCallerCode(userId, code).toString('hex'),
    expires_at: new Date(now.getTime() + CALLER_CODE_TTL_DAYS * 86_400_000).toISOString(),
    created_at: now.toISOString(),
  });
  return code;
}

/**
 * The light account among `userIds` whose live code is `code`, spending a try on each live code (a wrong code uses
 * tries up whether or not it matched): undefined when none matches.
 */
export async function findCallerByCode(
  db: Db,
  userIds: string[],
  code: string,
  now: Date,
): Promise<string | undefined> {
  const live = await repo.spendAttempt(db, userIds, now.toISOString(), CALLER_CODE_MAX_ATTEMPTS);
  return live.find((l) => timingSafeEqual(Buffer.from(l.code_hash, 'hex'), hashCallerCode(l.user_id, code)))
    ?.user_id;
}

/** Uses a code up, once: false when another request used it first. */
export const useCallerCode = (db: Db, userId: string): Promise<boolean> => repo.consumeCode(db, userId);
