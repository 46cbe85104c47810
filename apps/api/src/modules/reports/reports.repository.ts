import { sql } from 'kysely';
import type { Role } from '@lome/shared';
import type { Db } from '../../db/connection.js';

/**
 * The owner's figures: read-only sums over the rows other modules write (decisions 0042, 0065); a sale is an order
 * or a reservation alike (decision 0069). Times are ISO
 * text in UTC, which is Lomé time, so a range is `[start, end)` compared as text and the day or hour of a row is
 * a slice of its timestamp, the same on SQLite and PostgreSQL.
 */
export type Bounds = { start: string; end: string };

const total = (expr: string) => sql<number>`coalesce(sum(${sql.raw(expr)}), 0)`;
const count = sql<number>`count(*)`;

/** A sale paid in the range, with how it was paid and what of it was refunded (owed or paid back). */
export type PaidSale = {
  id: string;
  kind: 'order' | 'reservation';
  code: string;
  source: string;
  total_price: number;
  paid_at: string;
  cancelled: number;
  free_dish_amount: number;
  newsletter_discount: number;
  /** The payment that paid it and its network (FLOOZ, TMONEY, CASH); null for a sale of 0 FCFA. */
  payment_id: string | null;
  method: string | null;
  refunded: number;
};

/** The sales paid in the range, one row each. */
export function paidSales(db: Db, { start, end }: Bounds): Promise<PaidSale[]> {
  return db
    .selectFrom('orders as s')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .select([
      's.id',
      's.kind',
      's.code_commande as code',
      's.source',
      's.total_price',
      sql<string>`s.paid_at`.as('paid_at'),
      sql<number>`case when s.status = 'cancelled' then 1 else 0 end`.as('cancelled'),
      's.free_dish_amount',
      's.newsletter_discount',
      's.payment_id',
      'p.network as method',
      sql<number>`coalesce((select sum(f.amount) from refunds f where f.payment_id = s.payment_id), 0)`.as(
        'refunded',
      ),
    ])
    .where('s.is_paid', '=', 1)
    .where('s.paid_at', '>=', start)
    .where('s.paid_at', '<', end)
    .orderBy('s.paid_at')
    .orderBy('s.id')
    .execute() as Promise<PaidSale[]>;
}

/** What each dish of the sales kept (paid in the range, not cancelled since) sold, before the sales' discounts. */
export async function dishSales(db: Db, { start, end }: Bounds, by: 'quantity' | 'revenue', limit: number) {
  const lines = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.dish_id',
      'i.dish_name',
      'i.quantity',
      'i.price_per_unit',
      'o.paid_at',
      'o.status',
      'o.is_paid',
    ]);
  const quantity = total('l.quantity');
  const revenue = total('l.quantity * l.price_per_unit');
  return db
    .selectFrom(lines.as('l'))
    .select([
      'l.dish_id',
      sql<string>`max(l.dish_name)`.as('name'),
      quantity.as('quantity'),
      revenue.as('revenue'),
    ])
    .where('l.is_paid', '=', 1)
    .where('l.status', '!=', 'cancelled')
    .where('l.paid_at', '>=', start)
    .where('l.paid_at', '<', end)
    .groupBy('l.dish_id')
    .orderBy(by === 'quantity' ? quantity : revenue, 'desc')
    .orderBy('l.dish_id')
    .limit(limit)
    .execute();
}

/**
 * The lines with choices of the sales kept (paid in the range, not cancelled since), the same sales as
 * `dishSales`: their quantity and their choices as stored (JSON).
 */
export function chosenLines(db: Db, { start, end }: Bounds) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.quantity', 'i.options'])
    .where('o.is_paid', '=', 1)
    .where('o.status', '!=', 'cancelled')
    .where('o.paid_at', '>=', start)
    .where('o.paid_at', '<', end)
    .where('i.options', 'is not', null)
    .orderBy('i.id')
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
  purpose: 'order' | 'sponsor_activation';
  tx_reference: string | null;
  amount: number;
  code: string | null;
  /** The amount of the order or reservation when it is marked paid by this very payment, else null. */
  recorded: number | null;
  /** The refund of this payment, when its money is owed back or was paid back. */
  refund_status: 'pending' | 'settled' | null;
  refund_reference: string | null;
};

/** PayGate's confirmations only: cash is collected by people, and reconciled against them. */
export function confirmedPayments(db: Db, { start, end }: Bounds): Promise<ConfirmedPayment[]> {
  return db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('refunds as f', 'f.payment_id', 'p.id')
    .select([
      'p.id',
      'p.purpose',
      'p.tx_reference',
      'p.amount',
      'o.code_commande as code',
      sql<number | null>`case when o.payment_id = p.id and o.is_paid = 1 then o.total_price else null end`.as(
        'recorded',
      ),
      'f.status as refund_status',
      'f.reference as refund_reference',
    ])
    .where('p.status', '=', 'paid')
    .where('p.network', '!=', 'CASH')
    .where('p.paid_at', '>=', start)
    .where('p.paid_at', '<', end)
    .orderBy('p.paid_at')
    .orderBy('p.id')
    .execute();
}

/** Cash recorded in the range, by who recorded it, with the cash refunds of those sales. */
export type CashCollection = {
  collector_id: string | null;
  firstname: string | null;
  lastname: string | null;
  role: Role | null;
  sales: number;
  amount: number;
  refunded: number;
};

export function cashByCollector(db: Db, { start, end }: Bounds): Promise<CashCollection[]> {
  return db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.collected_by')
    .select([
      'p.collected_by as collector_id',
      sql<string | null>`max(u.firstname)`.as('firstname'),
      sql<string | null>`max(u.lastname)`.as('lastname'),
      sql<Role | null>`max(u.role)`.as('role'),
      count.as('sales'),
      total('p.amount').as('amount'),
      sql<number>`coalesce(sum((select sum(f.amount) from refunds f where f.payment_id = p.id)), 0)`.as(
        'refunded',
      ),
    ])
    .where('p.network', '=', 'CASH')
    .where('p.status', '=', 'paid')
    .where('p.paid_at', '>=', start)
    .where('p.paid_at', '<', end)
    .groupBy('p.collected_by')
    .execute();
}

/** Cash orders created in the range that a rider delivered and nobody recorded as collected yet, by rider. */
export function cashNotCollected(db: Db, { start, end }: Bounds) {
  return db
    .selectFrom('orders as o')
    .innerJoin('riders as d', 'd.id', 'o.rider_id')
    .select([
      'd.id as rider_id',
      sql<string>`max(d.firstname)`.as('firstname'),
      sql<string | null>`max(d.lastname)`.as('lastname'),
      count.as('sales'),
      total('o.total_price').as('amount'),
    ])
    .where('o.payment_method', '=', 'cash')
    .where('o.is_paid', '=', 0)
    .where('o.status', '=', 'delivered')
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end)
    .groupBy('d.id')
    .execute();
}
