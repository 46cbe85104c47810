import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { attemptUnderWayOfOrder } from './payment-state.repository.js';

type Db = Kysely<Database>;

/*
 * What a sale's discounts hold (decisions 0014, 0039, 0063): the newsletter's grant once paid, and while unpaid
 * the holds of `discount_holds` (one sale per discount, by its primary key).
 */

/**
 * Whether the account has an order paid and not cancelled since (the newsletter's "first paid order", P1.5; a
 * reservation, never discounted, does not count).
 * An order a free dish made free cost nothing: it does not use up the first paid order.
 */
export async function hasStillPaidOrder(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'order')
    .where('is_paid', '=', 1)
    .where('status', '!=', 'cancelled')
    .where('total_price', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the newsletter's 10 % went to a paid order of this account or of this e-mail (not given back). */
export async function hasLiveNewsletterGrant(db: Db, userId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_discount_grants')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives the newsletter's 10 % to a paid order, once per account and per e-mail: the partial unique indexes of
 * migration 0006 decide between two orders paid together. Returns false when another order already has it.
 */
export async function insertNewsletterGrant(
  db: Db,
  grant: { id: string; user_id: string; email: string; order_id: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_discount_grants')
    .values({ ...grant, released_at: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A cancelled order gives its newsletter discount back. */
export async function releaseNewsletterGrant(db: Db, orderId: string, now: string): Promise<void> {
  await db
    .updateTable('newsletter_discount_grants')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .execute();
}

/**
 * Takes the hold of a discount for an unpaid order (decision 0039): granted when nobody holds it, when this order
 * already does, or when its holder is another pending order of the same customer with no payment in progress (the
 * newest checkout wins over an abandoned one). An order the restaurant took unpaid (cash, collected at the door)
 * keeps its hold. One upsert, so two concurrent orders never both hold it.
 */
export async function takeDiscountHold(
  db: Db,
  hold: { discount_key: string; order_id: string; created_at: string },
  userId: string,
): Promise<boolean> {
  await db
    .insertInto('discount_holds')
    .values(hold)
    .onConflict((oc) =>
      oc
        .column('discount_key')
        .doUpdateSet({ order_id: hold.order_id, created_at: hold.created_at })
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('orders as holder')
                .select('holder.id')
                .whereRef('holder.id', '=', 'discount_holds.order_id')
                .where((eb) =>
                  eb.or([
                    eb('holder.user_id', '!=', userId),
                    eb('holder.is_paid', '=', 1),
                    eb('holder.status', '!=', 'pending'),
                    attemptUnderWayOfOrder('holder'),
                  ]),
                ),
            ),
          ),
        ),
    )
    .execute();
  const row = await db
    .selectFrom('discount_holds')
    .select('order_id')
    .where('discount_key', '=', hold.discount_key)
    .executeTakeFirst();
  return row?.order_id === hold.order_id;
}

/** Takes a hold nobody has; false when another order holds it. */
export async function claimFreeHold(
  db: Db,
  hold: { discount_key: string; order_id: string; created_at: string },
): Promise<boolean> {
  await db
    .insertInto('discount_holds')
    .values(hold)
    .onConflict((oc) => oc.column('discount_key').doNothing())
    .execute();
  const row = await db
    .selectFrom('discount_holds')
    .select('order_id')
    .where('discount_key', '=', hold.discount_key)
    .executeTakeFirst();
  return row?.order_id === hold.order_id;
}

/** The discounts an order holds now, by key. */
export async function findHeldKeys(db: Db, orderId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('discount_holds')
    .select('discount_key')
    .where('order_id', '=', orderId)
    .execute();
  return new Set(rows.map((r) => r.discount_key));
}

/** Gives back what an order held (paid: the grant or the spent credit takes over; cancelled: free again). */
export async function releaseDiscountHolds(db: Db, orderId: string): Promise<void> {
  await db.deleteFrom('discount_holds').where('order_id', '=', orderId).execute();
}
