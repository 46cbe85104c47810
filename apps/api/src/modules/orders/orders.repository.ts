import { CompiledQuery, sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type {
  OrderStatus,
  PaymentAttemptState,
  PaymentStatus,
  RecordedPaymentNetwork,
  UserStatus,
} from '@lome/shared';
import type { Database, Order, OrderItemTable, OrderTable } from '../../db/types.js';
import { committedReader, preparedReader } from '../../db/connection.js';
import {
  attemptState,
  attemptUnderWayOfOrder,
  paidWithOf,
  speakingAttemptIdOfOrder,
  speakingAttemptStateOfOrder,
} from '../payments/payments.service.js';

type Db = Kysely<Database>;

/**
 * An order with the state of the payment attempt that speaks for it (null when none was started), 'refunded'
 * when that attempt's money is owed back.
 */
export type OrderRow = Order & { latest_payment_status: PaymentAttemptState | null };

const latestPaymentStatus = speakingAttemptStateOfOrder('orders').as('latest_payment_status');

export type CatalogueDish = {
  id: string;
  name: string;
  price: number;
  image: string | null;
  available: number;
  /** The Lomé day it was marked sold out, if ever. */
  sold_out_on: string | null;
  /** 1 when an admin hid its category: off the menu, so not orderable either. */
  category_hidden: number | null;
};

/** The dishes named in a cart, as the catalogue prices them now. */
export async function findDishesForPricing(db: Db, ids: string[]): Promise<CatalogueDish[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('dishes')
    .leftJoin('categories', 'categories.id', 'dishes.category_id')
    .select([
      'dishes.id',
      'dishes.name',
      'dishes.price',
      'dishes.image',
      'dishes.available',
      'dishes.sold_out_on',
      'categories.hidden as category_hidden',
    ])
    .where('dishes.id', 'in', ids)
    .execute();
}

export async function findSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function findOrderByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertOrder(
  db: Db,
  order: Insertable<OrderTable>,
  items: Insertable<OrderItemTable>[],
): Promise<void> {
  await db.insertInto('orders').values(order).execute();
  await db.insertInto('order_items').values(items).execute();
}

export async function listUserOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findUserOrder(db: Db, userId: string, id: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type OrderItemRow = {
  order_id: string;
  dish_id: string;
  dish_name: string;
  img_plat: string | null;
  quantity: number;
  price_per_unit: number;
};

export async function findOrderItems(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(['order_id', 'dish_id', 'dish_name', 'img_plat', 'quantity', 'price_per_unit'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export type OrderPaymentView = {
  status: OrderStatus;
  is_paid: number;
  payment_id: string | null;
  payment_status: PaymentStatus | null;
  /** What that payment says of the order: its status, 'refunded' when its money is owed back. */
  payment_state: PaymentAttemptState | null;
  tx_reference: string | null;
  last_checked_at: string | null;
};

export type PolledOrderStatus = OrderPaymentView & { user_id: string };

const TOKEN = '\u0000token';
const NOW = '\u0000now';
const ORDER = '\u0000order';
const polledStatusQueries = new WeakMap<Db, CompiledQuery>();

/**
 * The polled order status read with the caller's session in one indexed query (sessions by token hash,
 * orders by id, payments by order_id). Browsers call it every 10 s during payments, so its SQL is built
 * and compiled once per database (Kysely's query building costs more than SQLite's lookup) and only the
 * parameters change.
 */
export async function findPolledOrderStatus(
  db: Db,
  tokenHash: string,
  orderId: string,
  now: string,
): Promise<PolledOrderStatus | undefined> {
  let template = polledStatusQueries.get(db);
  if (!template) {
    // The paying payment, else the latest attempt: primary-key and (order_id, created_at) lookups, no sort.
    template = db
      .selectFrom('sessions as s')
      .innerJoin('orders as o', 'o.user_id', 's.user_id')
      .leftJoin('payments as p', (join) => join.on('p.id', '=', speakingAttemptIdOfOrder('o')))
      .select([
        'o.user_id',
        'o.status',
        'o.is_paid',
        'p.id as payment_id',
        'p.status as payment_status',
        attemptState('p').as('payment_state'),
        'p.tx_reference',
        'p.last_checked_at',
      ])
      .where('s.token_hash', '=', TOKEN)
      .where('s.expires_at', '>', NOW)
      .where('o.id', '=', ORDER)
      .compile();
    polledStatusQueries.set(db, template);
  }
  const values: Record<string, unknown> = { [TOKEN]: tokenHash, [NOW]: now, [ORDER]: orderId };
  const parameters = template.parameters.map((p) => (typeof p === 'string' && p in values ? values[p] : p));
  // On SQLite the committed-data reader answers at once; on PostgreSQL a named statement, planned once per
  // connection; elsewhere (in-memory SQLite) the query goes through Kysely.
  const reader = committedReader(db);
  if (reader) return reader.get<PolledOrderStatus>(template.sql, parameters);
  const prepared = preparedReader(db);
  if (prepared)
    return (await prepared.rows<PolledOrderStatus>('orders_polled_status', template.sql, parameters))[0];
  const { rows } = await db.executeQuery<PolledOrderStatus>(CompiledQuery.raw(template.sql, parameters));
  return rows[0];
}

/** Cancels when still pending or confirmed (P2.3); returns the cancelled order, or undefined when refused. */
export async function cancelOrder(
  db: Db,
  id: string,
  now: string,
  reason: string | null,
  from: OrderStatus[],
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now, cancel_reason: reason })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export type StaffOrderRow = OrderRow & {
  customer_firstname: string;
  customer_lastname: string | null;
  customer_email: string;
  customer_status: UserStatus;
  customer_company_id: string | null;
  /** The payment that paid it; null while unpaid. */
  paid_network: RecordedPaymentNetwork | null;
  paid_amount: number | null;
};

const paidWith = paidWithOf('orders');

export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; day?: string; id?: string },
  limit: number,
): Promise<StaffOrderRow[]> {
  const { status, day, id } = filter;
  let q = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(latestPaymentStatus)
    .select([paidWith.network.as('paid_network'), paidWith.amount.as('paid_amount')])
    .select([
      'users.firstname as customer_firstname',
      'users.lastname as customer_lastname',
      'users.email as customer_email',
      'users.user_status as customer_status',
      'users.company_id as customer_company_id',
    ]);
  if (status) q = q.where('orders.status', '=', status);
  if (id) q = q.where('orders.id', '=', id);
  if (day) {
    // Timestamps are ISO strings in UTC (Lomé's time): a day is a range of them, which the index can use.
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
    q = q.where('orders.created_at', '>=', `${day}T00:00:00.000Z`).where('orders.created_at', '<', next);
  }
  return q.orderBy('orders.created_at', 'desc').limit(limit).execute();
}

/**
 * Records a paid order: only an unpaid, not cancelled order changes (a pending one becomes confirmed, P2.2).
 * Returns undefined when the order was already paid or cancelled, so the caller refunds the payment instead.
 */
export async function markOrderPaid(
  db: Db,
  id: string,
  paymentId: string | null,
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set((eb) => ({
      is_paid: 1,
      paid_at: now,
      payment_id: paymentId,
      status: eb
        .case()
        .when('status', '=', 'pending')
        .then(sql.lit<OrderStatus>('confirmed'))
        .else(eb.ref('status'))
        .end(),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('status', '!=', 'cancelled')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Whether the account has an order paid and not cancelled since (the newsletter's "first paid order", P1.5).
 * An order a free dish made free cost nothing: it does not use up the first paid order.
 */
export async function hasStillPaidOrder(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
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

export async function dishIsOrdered(db: Db, dishId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('dish_id', '=', dishId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The estimate and the kitchen's start of a paid order (P4.7). */
export async function setOrderTiming(
  db: Db,
  id: string,
  timing: { estimated_at: string; prep_starts_at: string },
): Promise<void> {
  await db.updateTable('orders').set(timing).where('id', '=', id).execute();
}

/** Pushes an order's estimate to `estimatedAt` while it is still on its way; the updated order, or undefined. */
export async function setEstimate(
  db: Db,
  id: string,
  estimatedAt: string,
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ estimated_at: estimatedAt, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['confirmed', 'preparation', 'in_delivery'])
    .returningAll()
    .executeTakeFirst();
}

/** Paid orders nobody accepted whose preparation was due by `dueBefore` (oldest first). */
export function listUnaccepted(db: Db, dueBefore: string, opts: { notEscalated: boolean }, limit = 50) {
  let q = db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('is_paid', '=', 1)
    .where('prep_starts_at', '<=', dueBefore);
  if (opts.notEscalated) q = q.where('escalated_at', 'is', null);
  return q.orderBy('prep_starts_at').limit(limit).execute();
}

/** Flags an order as escalated, once: false when another process (or an earlier run) already did. */
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

/** The customer's unpaid orders still open, with no payment in progress (candidates for reuse, decision 0039). */
export async function listOpenUnpaidOrders(db: Db, userId: string): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.filter((r) => r.latest_payment_status !== 'pending');
}

/** Replaces an unpaid order's content (lines, prices, address, timing) in place; false when it was paid meanwhile. */
export async function replaceOrderContent(
  db: Db,
  id: string,
  patch: Updateable<OrderTable>,
  items: Insertable<OrderItemTable>[],
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
  await db.insertInto('order_items').values(items).execute();
  return true;
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

/** Unpaid orders with no payment in progress last changed before `before` (to expire), oldest first. */
export async function listExpiredUnpaid(db: Db, before: string, limit = 100): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .select(latestPaymentStatus)
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.filter((r) => r.latest_payment_status !== 'pending');
}

/** Moves an order as staff do, remembering the move for "Annuler l'action". */
export async function moveOrderRemembered(
  db: Db,
  id: string,
  move: { from: OrderStatus; to: OrderStatus; at: string; by: string },
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({
      status: move.to,
      updated_at: move.at,
      moved_from: move.from,
      moved_at: move.at,
      moved_by: move.by,
    })
    .where('id', '=', id)
    .where('status', '=', move.from)
    .returningAll()
    .executeTakeFirst();
}

/** Takes back the last move (to `from`) if the order is still where it left it; the move is then forgotten. */
export async function undoOrderMove(
  db: Db,
  id: string,
  move: { from: OrderStatus; to: OrderStatus; movedAt: string; now: string },
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

/** Records why an unpaid order was re-priced and its new amounts. */
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

/** A new cash order goes to the board at once, as a paid one does; it stays unpaid until collected. */
export async function confirmCashOrder(
  db: Db,
  id: string,
  timing: { estimated_at: string; prep_starts_at: string },
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

/**
 * Gives a caller's orders to the account that proved their number (decision 0064), with the newsletter grant of
 * one of them unless the account has its own; returns how many orders moved.
 */
export async function transferOrders(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  const moved = await db
    .updateTable('orders')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
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
  return Number(moved.numUpdatedRows);
}
