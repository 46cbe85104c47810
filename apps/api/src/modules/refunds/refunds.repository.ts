import { sql, type Kysely } from 'kysely';
import type { RefundStatus } from '@lome/shared';
import type { Database } from '../../db/types.js';

type Conn = Kysely<Database>;

const LIST_LIMIT = 200;

/**
 * Refunds with what staff need to pay them back: the sale's code (the refund's own, or the
 * payment's when the money came for something already paid), the customer and the number that paid.
 */
function refundQuery(db: Conn) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('orders as o', (join) =>
      join.on((eb) => eb('o.id', '=', eb.fn.coalesce('r.order_id', 'p.order_id'))),
    )
    .select([
      'r.id',
      'r.status',
      'r.amount',
      'r.created_at',
      'r.reference',
      'r.settled_at',
      // A sale shows as the spec's view it belongs to (decision 0069): an order's code, or a reservation's.
      sql<string | null>`case when o.kind = 'order' then o.code_commande end`.as('order_code'),
      sql<string | null>`case when o.kind = 'reservation' then o.code_commande end`.as('reservation_code'),
      'u.firstname',
      'u.lastname',
      'u.phone as customer_phone',
      'p.phone_number as payment_phone',
      'p.network',
      'p.user_id',
      sql<string | null>`case when o.kind = 'order' then o.id end`.as('order_id'),
      sql<string | null>`case when o.kind = 'reservation' then o.id end`.as('reservation_id'),
    ]);
}

export type RefundRow = Awaited<ReturnType<ReturnType<typeof refundQuery>['execute']>>[number];

/** Pending refunds oldest first (owed longest, paid back first); settled ones latest first. */
export function listRefunds(db: Conn, status: RefundStatus): Promise<RefundRow[]> {
  const q = refundQuery(db).where('r.status', '=', status);
  return (status === 'pending' ? q.orderBy('r.created_at', 'asc') : q.orderBy('r.settled_at', 'desc'))
    .orderBy('r.id')
    .limit(LIST_LIMIT)
    .execute();
}

export function findRefund(db: Conn, id: string): Promise<RefundRow | undefined> {
  return refundQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** Settles a pending refund; only one call can: returns false when it was settled already (or meanwhile). */
export async function settle(db: Conn, id: string, reference: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set({ status: 'settled', reference, settled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
