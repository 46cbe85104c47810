import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { FreeDishCreditTable } from '../../db/types.js';

export async function insertCredit(db: Db, row: Insertable<FreeDishCreditTable>): Promise<void> {
  await db.insertInto('free_dish_credits').values(row).execute();
}

/** Credits of `beneficiaryId` earned through `referralId` and not revoked, newest first. */
export function findLiveCredits(db: Db, beneficiaryId: string, referralId: string) {
  return db
    .selectFrom('free_dish_credits')
    .select(['id', 'milestone', 'used_at'])
    .where('beneficiary_id', '=', beneficiaryId)
    .where('referral_id', '=', referralId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('milestone', 'desc')
    .execute();
}

export async function revokeCredit(db: Db, id: string, eventId: string, now: string): Promise<void> {
  await db
    .updateTable('free_dish_credits')
    .set({ revoked_at: now, revoke_event_id: eventId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export type CreditRow = FreeDishCreditTable & {
  dish_name: string | null;
  dish_price: number | null;
  source_firstname: string | null;
  source_lastname: string | null;
};

const creditQuery = (db: Db) =>
  db
    .selectFrom('free_dish_credits as c')
    .leftJoin('dishes as d', 'd.id', 'c.dish_id')
    .leftJoin('users as u', 'u.id', 'c.referral_id')
    .selectAll('c')
    .select([
      'd.name as dish_name',
      'd.price as dish_price',
      'u.firstname as source_firstname',
      'u.lastname as source_lastname',
    ]);

export function findCredit(db: Db, id: string): Promise<CreditRow | undefined> {
  return creditQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Credits not revoked of a beneficiary: available first (soonest to expire), then used and expired. */
export function listCredits(db: Db, beneficiaryId: string): Promise<CreditRow[]> {
  return creditQuery(db)
    .where('c.beneficiary_id', '=', beneficiaryId)
    .where('c.revoked_at', 'is', null)
    .orderBy('c.expires_at')
    .orderBy('c.id')
    .execute();
}

export async function countAvailableCredits(db: Db, beneficiaryId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('free_dish_credits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('beneficiary_id', '=', beneficiaryId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends a credit on a paid order, once: only a credit neither used nor revoked changes. */
export async function useCredit(db: Db, id: string, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('free_dish_credits')
    .set({ used_at: now, used_order_id: orderId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives back the credit a cancelled order had used; returns it (beneficiary and referral) if there was one. */
export async function releaseCreditOf(db: Db, orderId: string) {
  return db
    .updateTable('free_dish_credits')
    .set({ used_at: null, used_order_id: null })
    .where('used_order_id', '=', orderId)
    .returning(['id', 'beneficiary_id', 'referral_id'])
    .executeTakeFirst();
}

export async function dishExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('dishes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function dishIsCredited(db: Db, dishId: string): Promise<boolean> {
  const row = await db
    .selectFrom('free_dish_credits')
    .select('id')
    .where('dish_id', '=', dishId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
