import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * The owner's figures: read-only sums over the rows other modules write (decision 0042). Times are ISO
 * text in UTC, which is Lomé time, so a range is `[start, end)` compared as text and the day or hour of a row is
 * a slice of its timestamp, the same on SQLite and PostgreSQL.
 */
export type Bounds = { start: string; end: string };

const total = (expr: string) => sql<number>`coalesce(sum(${sql.raw(expr)}), 0)`;
const count = sql<number>`count(*)`;

function paidOrdersIn(db: Db, { start, end }: Bounds) {
  return db
    .selectFrom('orders as o')
    .where('o.is_paid', '=', 1)
    .where('o.paid_at', '>=', start)
    .where('o.paid_at', '<', end);
}

export type Totals = { orders: number; revenue: number };

/** Orders paid in the range, their revenue and discounts. */
export function paidOrderTotals(db: Db, b: Bounds) {
  return paidOrdersIn(db, b)
    .select([
      count.as('orders'),
      total('o.total_price').as('revenue'),
      total('o.free_dish_amount').as('free_dishes'),
      total('o.newsletter_discount').as('newsletter'),
    ])
    .executeTakeFirstOrThrow();
}

/** The same, per network of the payment that paid them. */
export function paidOrdersByMethod(db: Db, b: Bounds): Promise<(Totals & { method: string | null })[]> {
  return paidOrdersIn(db, b)
    .leftJoin('payments as p', 'p.id', 'o.payment_id')
    .select(['p.network as method', count.as('orders'), total('o.total_price').as('revenue')])
    .groupBy('p.network')
    .execute();
}

/** The same, per Lomé day of payment. */
export function paidOrdersByDay(db: Db, b: Bounds): Promise<(Totals & { date: string })[]> {
  const day = sql<string>`substr(o.paid_at, 1, 10)`;
  return paidOrdersIn(db, b)
    .select([day.as('date'), count.as('orders'), total('o.total_price').as('revenue')])
    .groupBy(day)
    .execute();
}

/** The same, per hour of the day of payment ('00' to '23'). */
export function paidOrdersByHour(db: Db, b: Bounds): Promise<(Totals & { hour: string })[]> {
  const hour = sql<string>`substr(o.paid_at, 12, 2)`;
  return paidOrdersIn(db, b)
    .select([hour.as('hour'), count.as('orders'), total('o.total_price').as('revenue')])
    .groupBy(hour)
    .execute();
}

/** What each dish of the orders paid in the range sold, before the orders' discounts. */
export function dishSales(db: Db, b: Bounds, by: 'quantity' | 'revenue', limit: number) {
  return paidOrdersIn(db, b)
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select([
      'i.dish_id',
      sql<string>`max(i.dish_name)`.as('name'),
      total('i.quantity').as('quantity'),
      total('i.quantity * i.price_per_unit').as('revenue'),
    ])
    .groupBy('i.dish_id')
    .orderBy(by === 'quantity' ? total('i.quantity') : total('i.quantity * i.price_per_unit'), 'desc')
    .orderBy('i.dish_id')
    .limit(limit)
    .execute();
}

/** Orders cancelled in the range, and how many of them (and how much) had been paid. */
export function cancellations(db: Db, { start, end }: Bounds) {
  return db
    .selectFrom('orders as o')
    .select([
      count.as('orders'),
      total('o.is_paid').as('paid_orders'),
      total('case when o.is_paid = 1 then o.total_price else 0 end').as('paid_amount'),
    ])
    .where('o.status', '=', 'cancelled')
    .where('o.cancelled_at', '>=', start)
    .where('o.cancelled_at', '<', end)
    .executeTakeFirstOrThrow();
}

/** Refunds created in the range and still owed, and refunds paid back in the range. */
export async function refunds(db: Db, { start, end }: Bounds) {
  const [owed, settled] = await Promise.all([
    db
      .selectFrom('refunds')
      .select([count.as('count'), total('amount').as('amount')])
      .where('status', '=', 'pending')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('refunds')
      .select([count.as('count'), total('amount').as('amount')])
      .where('status', '=', 'settled')
      .where('settled_at', '>=', start)
      .where('settled_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  return { owed, settled };
}

/** Referral rewards written in the range (reversals are negative rows) and those paid out in the range. */
export async function rewards(db: Db, { start, end }: Bounds) {
  const [earned, paid] = await Promise.all([
    db
      .selectFrom('rewards')
      .select(total('amount').as('amount'))
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rewards')
      .select(total('amount').as('amount'))
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  return { earned: earned.amount, paidOut: paid.amount };
}

export async function newCustomers(db: Db, { start, end }: Bounds): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(count.as('n'))
    .where('role', '=', 'customer')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A payment PayGate confirmed in the range, with what its order or reservation records. */
export type ConfirmedPayment = {
  id: string;
  purpose: 'order' | 'reservation' | 'sponsor_activation';
  tx_reference: string | null;
  amount: number;
  code: string | null;
  /** The amount of the order or reservation when it is marked paid by this very payment, else null. */
  recorded: number | null;
  owed_back: number;
};

export function confirmedPayments(db: Db, { start, end }: Bounds): Promise<ConfirmedPayment[]> {
  return db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('reservations as r', 'r.id', 'p.reservation_id')
    .select([
      'p.id',
      'p.purpose',
      'p.tx_reference',
      'p.amount',
      sql<string | null>`coalesce(o.code_commande, r.code)`.as('code'),
      sql<number | null>`case
        when o.payment_id = p.id and o.is_paid = 1 then o.total_price
        when r.payment_id = p.id and r.is_paid = 1 then r.total_price
        else null end`.as('recorded'),
      sql<number>`case when exists (select 1 from refunds f where f.payment_id = p.id) then 1 else 0 end`.as(
        'owed_back',
      ),
    ])
    .where('p.status', '=', 'paid')
    .where('p.paid_at', '>=', start)
    .where('p.paid_at', '<', end)
    .orderBy('p.paid_at')
    .orderBy('p.id')
    .execute();
}

/** An order or reservation marked paid in the range, and the payment that paid it. */
export type MarkedPaid = {
  kind: 'order' | 'reservation';
  code: string;
  amount: number;
  payment_id: string | null;
};

export async function markedPaid(db: Db, { start, end }: Bounds): Promise<MarkedPaid[]> {
  const [orders, reservations] = await Promise.all([
    paidOrdersIn(db, { start, end })
      .select(['o.code_commande as code', 'o.total_price as amount', 'o.payment_id'])
      .orderBy('o.paid_at')
      .execute(),
    db
      .selectFrom('reservations')
      .select(['code', 'total_price as amount', 'payment_id'])
      .where('is_paid', '=', 1)
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .orderBy('paid_at')
      .execute(),
  ]);
  return [
    ...orders.map((o) => ({ kind: 'order' as const, ...o })),
    ...reservations.map((r) => ({ kind: 'reservation' as const, ...r })),
  ];
}

/** The orders created in the range, one row each, for the CSV export. */
export function ordersForExport(db: Db, { start, end }: Bounds) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('payments as p', 'p.id', 'o.payment_id')
    .select([
      'o.code_commande',
      'o.created_at',
      'o.paid_at',
      'o.cancelled_at',
      'o.status',
      'o.is_paid',
      'o.is_delivery',
      'o.dishes_total',
      'o.delivery_price',
      'o.free_dish_amount',
      'o.newsletter_discount',
      'o.total_price',
      'o.total_quantite',
      'p.network as method',
      'p.tx_reference',
      'u.firstname',
      'u.lastname',
      'u.email',
      'u.user_status',
    ])
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
}
