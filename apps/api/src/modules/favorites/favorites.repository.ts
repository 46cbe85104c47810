import type { Db } from '../../db/connection.js';

/** The account's favourite dishes, latest heart first. */
export async function listDishIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('dish_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('dish_id')
    .execute();
  return rows.map((r) => r.dish_id);
}

/**
 * Adds hearts; one already there is left as it is (ON CONFLICT DO NOTHING on the key), so a repeat and two
 * simultaneous taps end with one row and no error. A dish that does not exist fails on the foreign key.
 */
export async function insertIfAbsent(
  db: Db,
  rows: { user_id: string; dish_id: string; created_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('favorites')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'dish_id']).doNothing())
    .execute();
}

export async function remove(db: Db, userId: string, dishId: string): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('dish_id', '=', dishId).execute();
}

export async function removeForDish(db: Db, dishId: string): Promise<void> {
  await db.deleteFrom('favorites').where('dish_id', '=', dishId).execute();
}
