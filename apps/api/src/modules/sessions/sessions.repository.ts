import type { Db } from '../../db/connection.js';
import type { SessionUser } from '../../plugins/auth.js';

export async function insertSession(
  db: Db,
  row: { token_hash: string; user_id: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<SessionUser | undefined> {
  // Deactivation also ends the sessions; the check here holds should one be opened by a login racing it.
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.firstname',
      'users.lastname',
      'users.role',
      'users.user_status',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user except, optionally, the one still in use. */
export async function deleteUserSessions(db: Db, userId: string, keepTokenHash?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash);
  await q.execute();
}

/** Deletes sessions that expired before `before`; returns how many. */
export async function purgeExpired(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
