import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { SessionUser } from '../../plugins/auth.js';
import * as repo from './sessions.repository.js';

// One-shot hash: every authenticated request (and each status poll) pays for it.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Opens a session and returns its bearer token (shown once; only its hash is stored). */
export async function createSession(
  db: Db,
  userId: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + ttlMs).toISOString();
  await repo.insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: expiresAt,
    created_at: new Date(now).toISOString(),
  });
  return { token, expiresAt };
}

export function findUserByToken(db: Db, token: string): Promise<SessionUser | undefined> {
  return repo.findSessionUser(db, hashToken(token), new Date().toISOString());
}

export const endSession = (db: Db, token: string) => repo.deleteSession(db, hashToken(token));

/** Deletes the sessions expired at `now`; returns how many. */
export const purgeExpiredSessions = (db: Db, now: Date) => repo.purgeExpired(db, now.toISOString());

/** A password change or reset ends older sessions (P10.3). */
export const endOtherSessions = (db: Db, userId: string, keepToken?: string) =>
  repo.deleteUserSessions(db, userId, keepToken ? hashToken(keepToken) : undefined);
