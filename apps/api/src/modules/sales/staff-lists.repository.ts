import type { Kysely } from 'kysely';
import type { OrderStatus, RecordedPaymentNetwork, UserStatus } from '@lome/shared';
import type { Database, Order } from '../../db/types.js';
import { paidWithOf, speakingAttemptStateOfOrder } from './payment-state.repository.js';
import type { SaleRow } from './sales.repository.js';

type Db = Kysely<Database>;

/** What staff read of sales: the order board, the pickups of the coming days, the acceptance timers, riders. */

const latestPaymentStatus = speakingAttemptStateOfOrder('orders').as('latest_payment_status');
const paidWith = paidWithOf('orders');

export type StaffSaleRow = SaleRow & {
  customer_firstname: string;
  customer_lastname: string | null;
  customer_email: string;
  customer_phone: string | null;
  customer_status: UserStatus;
  customer_company_id: string | null;
  paid_network: RecordedPaymentNetwork | null;
  paid_amount: number | null;
};

function staffSales(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(latestPaymentStatus)
    .select([
      'users.firstname as customer_firstname',
      'users.lastname as customer_lastname',
      'users.email as customer_email',
      'users.phone as customer_phone',
      'users.user_status as customer_status',
      'users.company_id as customer_company_id',
      paidWith.network.as('paid_network'),
      paidWith.amount.as('paid_amount'),
    ]);
}

/** The board's orders, newest first, of one status and/or one day (`YYYY-MM-DD`, Lomé time, which is UTC). */
export function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; day?: string; id?: string },
  limit: number,
): Promise<StaffSaleRow[]> {
  const { status, day, id } = filter;
  let q = staffSales(db).where('orders.kind', '=', 'order');
  if (status) q = q.where('orders.status', '=', status);
  if (id) q = q.where('orders.id', '=', id);
  if (day) {
    // Timestamps are ISO strings in UTC (Lomé's time): a day is a range of them, which the index can use.
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
    q = q.where('orders.created_at', '>=', `${day}T00:00:00.000Z`).where('orders.created_at', '<', next);
  }
  return q.orderBy('orders.created_at', 'desc').limit(limit).execute() as Promise<StaffSaleRow[]>;
}

/** The reservations whose pickup falls in [from, to) (ISO times), soonest first. */
export function listPickupsForStaff(db: Db, from: string, to: string): Promise<StaffSaleRow[]> {
  return staffSales(db)
    .where('orders.kind', '=', 'reservation')
    .where('orders.scheduled_for', '>=', from)
    .where('orders.scheduled_for', '<', to)
    .orderBy('orders.scheduled_for')
    .orderBy('orders.code_commande')
    .execute() as Promise<StaffSaleRow[]>;
}

/**
 * Orders from the site nobody accepted whose preparation was due by `dueBefore` (oldest first): paid ones, and cash
 * ones the kitchen took unpaid. Staff's own orders were accepted when they entered them (decision 0070).
 */
export function listUnaccepted(
  db: Db,
  dueBefore: string,
  opts: { notEscalated: boolean },
  limit = 50,
): Promise<Order[]> {
  let q = db
    .selectFrom('orders')
    .selectAll()
    .where('kind', '=', 'order')
    .where('status', '=', 'confirmed')
    .where('source', '=', 'site')
    .where((eb) => eb.or([eb('is_paid', '=', 1), eb('payment_method', '=', 'cash')]))
    .where('prep_starts_at', '<=', dueBefore);
  if (opts.notEscalated) q = q.where('escalated_at', 'is', null);
  return q.orderBy('prep_starts_at').limit(limit).execute();
}

export type RiderSaleRow = Order & { customer_firstname: string };

/** A rider's orders still on the road, and those they delivered since `since` (today's, for their record). */
export function listRiderOrders(db: Db, riderId: string, since: string): Promise<RiderSaleRow[]> {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.firstname as customer_firstname')
    .where('orders.rider_id', '=', riderId)
    .where((eb) =>
      eb.or([
        eb('orders.status', '=', 'in_delivery'),
        eb.and([eb('orders.status', '=', 'delivered'), eb('orders.updated_at', '>=', since)]),
      ]),
    )
    .orderBy('orders.status', 'desc')
    .orderBy('orders.created_at')
    .execute();
}
