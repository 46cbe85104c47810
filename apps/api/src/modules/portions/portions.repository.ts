import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Conn = Kysely<Database>;

/** Portions held of `dishIds` on `day`. */
export async function listHeld(db: Conn, dishIds: string[], day: string): Promise<Map<string, number>> {
  if (dishIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('dish_portions')
    .select(['dish_id', 'held'])
    .where('dish_id', 'in', dishIds)
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((r) => [r.dish_id, Number(r.held)]));
}

/** The portions set of `dishIds` that have a limit. */
export async function listLimits(db: Conn, dishIds?: string[]): Promise<Map<string, number>> {
  let q = db.selectFrom('dishes').select(['id', 'portions']).where('portions', 'is not', null);
  if (dishIds) {
    if (dishIds.length === 0) return new Map();
    q = q.where('id', 'in', dishIds);
  }
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.id, Number(r.portions)]));
}

export async function ensureDayRow(trx: Conn, dishId: string, day: string): Promise<void> {
  await trx
    .insertInto('dish_portions')
    .values({ dish_id: dishId, day, held: 0 })
    .onConflict((oc) => oc.columns(['dish_id', 'day']).doNothing())
    .execute();
}

/**
 * Raises what is held of a dish on a day by `quantity` only while it stays within the dish's portions: the
 * condition is read under the row's lock, so concurrent sales never hold more than set. False: not enough left.
 */
export async function holdIfLeft(trx: Conn, dishId: string, day: string, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('dish_portions')
    .set({ held: sql`held + ${quantity}` })
    .where('dish_id', '=', dishId)
    .where('day', '=', day)
    .where(sql<boolean>`held + ${quantity} <= (select portions from dishes where dishes.id = ${dishId})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertHold(
  trx: Conn,
  row: { id: string; order_id: string; dish_id: string; day: string; quantity: number; created_at: string },
): Promise<void> {
  await trx
    .insertInto('portion_holds')
    .values({ ...row, released_at: null })
    .execute();
}

/** Marks the live holds of a sale released, once, and returns them. */
export async function releaseHolds(trx: Conn, orderId: string, at: string) {
  return trx
    .updateTable('portion_holds')
    .set({ released_at: at })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning(['dish_id', 'day', 'quantity'])
    .execute();
}

export async function giveBack(trx: Conn, dishId: string, day: string, quantity: number): Promise<void> {
  await trx
    .updateTable('dish_portions')
    .set({ held: sql`case when held >= ${quantity} then held - ${quantity} else 0 end` })
    .where('dish_id', '=', dishId)
    .where('day', '=', day)
    .execute();
}
