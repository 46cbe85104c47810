import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type ResetCode = { id: string; user_id: string; code_hash: string };

export async function insertResetCode(
  db: Db,
  row: { id: string; user_id: string; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

/** Retires every code of a user not used yet (a new request or a completed reset makes them void). */
export async function retireCodes(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Spends one attempt on the user's live code and returns it, or nothing when there is no unused, unexpired
 * code with attempts left. The conditional update makes concurrent guesses each cost an attempt.
 */
export async function spendAttempt(
  db: Db,
  userId: string,
  now: string,
  maxAttempts: number,
): Promise<ResetCode | undefined> {
  const live = await db
    .selectFrom('password_resets')
    .select('id')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live) return undefined;
  return db
    .updateTable('password_resets')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'user_id', 'code_hash'])
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first (single use). */
export async function consumeCode(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
