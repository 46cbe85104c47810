import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Bounds } from './reports.repository.js';

/**
 * The orders created in the range, one row each, for the CSV export: with the rider who took it out and what of it
 * is owed back or was paid back ('pending' while any refund of it is unpaid).
 */
export function ordersForExport(db: Db, { start, end }: Bounds) {
  const ofRefunds = (expr: string) => sql.raw(`(select ${expr} from refunds f where f.order_id = o.id)`);
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('payments as p', 'p.id', 'o.payment_id')
    .leftJoin('riders as d', 'd.id', 'o.rider_id')
    .select([
      'o.id',
      'o.code_commande',
      'o.kind',
      'o.source',
      'o.payment_method',
      'o.pickup_location',
      'd.firstname as rider_firstname',
      'd.lastname as rider_lastname',
      sql<number>`coalesce(${ofRefunds('sum(f.amount)')}, 0)`.as('refunded'),
      sql<'pending' | 'settled' | null>`${ofRefunds('min(f.status)')}`.as('refund_status'),
      sql<string | null>`${ofRefunds('max(f.reference)')}`.as('refund_reference'),
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

/** The lines of the sales created in the range, in the order they were written, with their choices and note. */
export function linesForExport(db: Db, { start, end }: Bounds) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.order_id', 'i.dish_name', 'i.quantity', 'i.options', 'i.note'])
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end)
    .orderBy('i.id')
    .execute();
}

export type ExportRow = Awaited<ReturnType<typeof ordersForExport>>[number];
