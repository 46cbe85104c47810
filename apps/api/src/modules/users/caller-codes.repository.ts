import type { Db } from '../../db/connection.js';

/** Gives a light account a new code, replacing the one before (the newest order's code is the one that counts). */
export async function putCode(
  db: Db,
  row: { user_id: string; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('caller_codes')
    .values({ ...row, attempts: 0 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        created_at: row.created_at,
        attempts: 0,
      }),
    )
    .execute();
}

/**
 * Spends one try on each live code of these accounts (not expired, tries left) and returns them: a wrong code
 * uses a try up whether or not it matched, so guessing stops after `maxAttempts`.
 */
export function spendAttempt(
  db: Db,
  userIds: string[],
  now: string,
  maxAttempts: number,
): Promise<{ user_id: string; code_hash: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .updateTable('caller_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', 'in', userIds)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .returning(['user_id', 'code_hash'])
    .execute();
}

/** Uses a code up, once: false when another request used it first. */
export async function consumeCode(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .deleteFrom('caller_codes')
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
