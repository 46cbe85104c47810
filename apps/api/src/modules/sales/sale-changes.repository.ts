import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { ORDER_UNDER_WAY_STATUSES, type ChosenOption, type SaleStatus } from '@lome/shared';
import type { Database, Order, OrderItemTable, OrderTable } from '../../db/types.js';

type Db = Kysely<Database>;

/** A sold line as every kind of sale writes it: its choices as sold (decision 0081) and its note, when any. */
export type SaleItem = Omit<Insertable<OrderItemTable>, 'options' | 'id'> & {
  options?: readonly ChosenOption[];
};

/**
 * The one place lines are written: choices as JSON (none: null), so a renamed choice never changes a sale. A
 * line's id is its sale's and its rank (`<sale>-001`), so lines read back by id come in the order they were
 * written: the cart's order, on the ticket as on the receipt.
 */
async function insertItems(db: Db, items: readonly SaleItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('order_items')
    .values(
      items.map(({ options = [], ...item }, i) => ({
        ...item,
        id: `${item.order_id}-${String(i + 1).padStart(3, '0')}`,
        options: options.length > 0 ? JSON.stringify(options) : null,
      })),
    )
    .execute();
}

/** Writes a new sale and its lines. */
export async function insertSale(
  db: Db,
  sale: Insertable<OrderTable>,
  items: readonly SaleItem[],
): Promise<void> {
  await db.insertInto('orders').values(sale).execute();
  await insertItems(db, items);
}

/** Replaces an unpaid sale's content (lines, prices, place, time) in place; false when it was paid meanwhile. */
export async function replaceSaleContent(
  db: Db,
  id: string,
  patch: Updateable<OrderTable>,
  items: readonly SaleItem[],
): Promise<boolean> {
  const done = await db
    .updateTable('orders')
    .set(patch)
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!done) return false;
  await db.deleteFrom('order_items').where('order_id', '=', id).execute();
  await insertItems(db, items);
  return true;
}

/**
 * Records a paid sale: only an unpaid, not cancelled sale changes (a pending one becomes confirmed, P2.2; a cash one
 * staff have already moved keeps its step). Undefined when it was already paid or cancelled, so the caller refunds
 * the payment instead.
 */
export function markSalePaid(
  db: Db,
  id: string,
  paymentId: string | null,
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({
      is_paid: 1,
      paid_at: now,
      payment_id: paymentId,
      status: sql<SaleStatus>`case when status = 'pending' then 'confirmed' else status end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('status', '!=', 'cancelled')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Cancels a sale still in one of `from`, a paid one only if `paidCutoff` allows it (a reservation's pickup at or
 * after it, checked in the same statement so a payment landing meanwhile cannot slip past the rule). Undefined when
 * refused.
 */
export function cancelSale(
  db: Db,
  id: string,
  change: { now: string; reason: string | null; from: readonly SaleStatus[]; paidCutoff?: string },
): Promise<Order | undefined> {
  let q = db
    .updateTable('orders')
    .set({
      status: 'cancelled',
      cancelled_at: change.now,
      updated_at: change.now,
      cancel_reason: change.reason,
    })
    .where('id', '=', id)
    .where('status', 'in', change.from);
  const cutoff = change.paidCutoff;
  if (cutoff !== undefined)
    q = q.where((eb) => eb.or([eb('is_paid', '=', 0), eb('scheduled_for', '>=', cutoff)]));
  return q.returningAll().executeTakeFirst();
}

/** A new cash sale goes to staff at once, as a paid one does; it stays unpaid until collected. */
export function confirmCashSale(
  db: Db,
  id: string,
  timing: { estimated_at: string | null; prep_starts_at: string | null },
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ status: 'confirmed', ...timing, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('payment_method', '=', 'cash')
    .returningAll()
    .executeTakeFirst();
}

/** The estimate and the kitchen's start of a paid sale (P4.7). */
export async function setTiming(
  db: Db,
  id: string,
  timing: { estimated_at: string; prep_starts_at: string },
): Promise<void> {
  await db.updateTable('orders').set(timing).where('id', '=', id).execute();
}

/** Pushes an order's estimate to `estimatedAt` while it is still on its way; the updated order, or undefined. */
export function setEstimate(
  db: Db,
  id: string,
  estimatedAt: string,
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ estimated_at: estimatedAt, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ORDER_UNDER_WAY_STATUSES)
    .returningAll()
    .executeTakeFirst();
}

/** Flags a sale as escalated, once: false when another process (or an earlier run) already did. */
export async function markEscalated(db: Db, id: string, now: string): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ escalated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('escalated_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves a sale as staff do, remembering the move for "Annuler l'action"; only if it is still where it was read (a
 * concurrent move loses) and, when `paidOrCash`, only a paid sale or one paid in cash at the door or counter.
 */
export function moveRemembered(
  db: Db,
  id: string,
  move: { from: SaleStatus; to: SaleStatus; at: string; by: string; paidOrCash?: boolean },
): Promise<Order | undefined> {
  let q = db
    .updateTable('orders')
    .set({
      status: move.to,
      updated_at: move.at,
      moved_from: move.from,
      moved_at: move.at,
      moved_by: move.by,
    })
    .where('id', '=', id)
    .where('status', '=', move.from);
  if (move.paidOrCash) q = q.where((eb) => eb.or([eb('is_paid', '=', 1), eb('payment_method', '=', 'cash')]));
  return q.returningAll().executeTakeFirst();
}

/** Takes back the last move (to `from`) if the sale is still where it left it; the move is then forgotten. */
export function undoMove(
  db: Db,
  id: string,
  move: { from: SaleStatus; to: SaleStatus; movedAt: string; now: string },
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ status: move.from, updated_at: move.now, moved_from: null, moved_at: null, moved_by: null })
    .where('id', '=', id)
    .where('status', '=', move.to)
    .where('moved_at', '=', move.movedAt)
    .returningAll()
    .executeTakeFirst();
}

/** Records why an unpaid sale was re-priced and its new amounts. */
export async function reprice(
  db: Db,
  id: string,
  patch: {
    newsletter_discount: number;
    free_dish_amount: number;
    free_dish_credit_id: string | null;
    free_dish_dish_id: string | null;
    discount_amount: number;
    total_price: number;
    discount_notice: string;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('orders').set(patch).where('id', '=', id).where('is_paid', '=', 0).execute();
}

/** Hands the order to a rider (on its move to 'in_delivery'). */
export async function setSaleRider(db: Db, orderId: string, riderId: string): Promise<void> {
  await db.updateTable('orders').set({ rider_id: riderId }).where('id', '=', orderId).execute();
}

/**
 * Gives a caller's sales to the account that proved their number (decision 0064), with the newsletter grant of one
 * of them unless the account has its own; returns how many orders and reservations moved.
 */
export async function transferSales(
  db: Db,
  fromUserId: string,
  toUserId: string,
): Promise<{ orders: number; reservations: number }> {
  const moved = await db
    .updateTable('orders')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .returning('kind')
    .execute();
  await db
    .updateTable('newsletter_discount_grants')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_discount_grants as own')
            .select('own.id')
            .where('own.user_id', '=', toUserId)
            .where('own.released_at', 'is', null),
        ),
      ),
    )
    .execute();
  return {
    orders: moved.filter((m) => m.kind === 'order').length,
    reservations: moved.filter((m) => m.kind === 'reservation').length,
  };
}

/**
 * "Passer en espèces": an unpaid mobile-money order still pending becomes a cash one; undefined when it was paid,
 * cancelled or switched meanwhile (one of two taps).
 */
export function setCashInstead(db: Db, id: string, now: string): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ payment_method: 'cash', updated_at: now })
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('status', '=', 'pending')
    .where('payment_method', '=', 'mobile_money')
    .returningAll()
    .executeTakeFirst();
}
