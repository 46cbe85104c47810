import { CompiledQuery, sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type {
  Database,
  Order,
  OrderItemTable,
  OrderStatus,
  OrderTable,
  RefundTable,
} from '../../db/types.js';
import { committedReader } from '../../db/connection.js';
import { owedBack, speaksFirst } from '../payments/payments.repository.js';

type Db = Kysely<Database>;

/**
 * An order with the state of the payment attempt that speaks for it (null when none was started), 'refunded'
 * when that attempt's money is owed back.
 */
export type OrderRow = Order & { latest_payment_status: string | null };

/** Selects the state of the attempt that speaks for the order, by the (order_id, created_at) index. */
const latestPaymentStatus = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb
    .selectFrom('payments as lp')
    .select(sql<string>`case when ${owedBack('lp')} then 'refunded' else lp.status end`.as('status'))
    .whereRef('lp.order_id', '=', 'orders.id')
    .orderBy(speaksFirst('lp'), 'desc')
    .orderBy('lp.created_at', 'desc')
    .limit(1)
    .as('latest_payment_status');

export type CatalogueDish = {
  id: string;
  name: string;
  price: number;
  image: string | null;
  available: number;
  /** The Lomé day it was marked sold out, if ever (issue 10). */
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
  payment_status: string | null;
  tx_reference: string | null;
  last_checked_at: string | null;
  /** 1 when that payment's money is owed back (a refund row exists). */
  owed_back: number | null;
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
      .leftJoin('payments as p', (join) =>
        join.on((eb) =>
          eb(
            'p.id',
            '=',
            eb.fn.coalesce(
              'o.payment_id',
              eb
                .selectFrom('payments as latest')
                .select('latest.id')
                .whereRef('latest.order_id', '=', 'o.id')
                .orderBy(speaksFirst('latest'), 'desc')
                .orderBy('latest.created_at', 'desc')
                .limit(1),
            ),
          ),
        ),
      )
      .select([
        'o.user_id',
        'o.status',
        'o.is_paid',
        'p.id as payment_id',
        'p.status as payment_status',
        'p.tx_reference',
        'p.last_checked_at',
        owedBack('p').as('owed_back'),
      ])
      .where('s.token_hash', '=', TOKEN)
      .where('s.expires_at', '>', NOW)
      .where('o.id', '=', ORDER)
      .compile();
    polledStatusQueries.set(db, template);
  }
  const values: Record<string, unknown> = { [TOKEN]: tokenHash, [NOW]: now, [ORDER]: orderId };
  const parameters = template.parameters.map((p) => (typeof p === 'string' && p in values ? values[p] : p));
  // On SQLite the committed-data reader answers at once; elsewhere the query goes through Kysely's pool.
  const reader = committedReader(db);
  if (reader) return reader.get<PolledOrderStatus>(template.sql, parameters);
  const { rows } = await db.executeQuery<PolledOrderStatus>(CompiledQuery.raw(template.sql, parameters));
  return rows[0];
}

/** Cancels when still pending or confirmed (D3); returns the cancelled order, or undefined when refused. */
export async function cancelOrder(
  db: Db,
  id: string,
  now: string,
  reason: string | null = null,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now, cancel_reason: reason })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'confirmed'])
    .returningAll()
    .executeTakeFirst();
}

/** Moves an order from `from` to `to` only if nobody moved it meanwhile; returns the updated order. */
export async function moveOrder(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function insertRefund(db: Db, refund: Insertable<RefundTable>): Promise<void> {
  await db.insertInto('refunds').values(refund).execute();
}

export type StaffOrderRow = OrderRow & {
  customer_firstname: string;
  customer_lastname: string | null;
  customer_email: string;
};

export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; day?: string },
  limit: number,
): Promise<StaffOrderRow[]> {
  const { status, day } = filter;
  let q = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(latestPaymentStatus)
    .select([
      'users.firstname as customer_firstname',
      'users.lastname as customer_lastname',
      'users.email as customer_email',
    ]);
  if (status) q = q.where('orders.status', '=', status);
  if (day) {
    // Timestamps are ISO strings in UTC (Lomé's time): a day is a range of them, which the index can use.
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
    q = q.where('orders.created_at', '>=', `${day}T00:00:00.000Z`).where('orders.created_at', '<', next);
  }
  return q.orderBy('orders.created_at', 'desc').limit(limit).execute();
}

/**
 * Records a paid order: only an unpaid, not cancelled order changes (a pending one becomes confirmed, D3).
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
 * Whether the account has an order paid and not cancelled since (the newsletter's "first paid order", D11). An order
 * a free dish made free cost nothing: it does not use up the first paid order.
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

/** The estimate and the kitchen's start of a paid order (D12). */
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
