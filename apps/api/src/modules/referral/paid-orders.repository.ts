import type { Db } from '../../db/connection.js';
import type { ReferralPaidOrderTable } from '../../db/types.js';

export async function insertPaidOrder(db: Db, row: ReferralPaidOrderTable): Promise<void> {
  await db
    .insertInto('referral_paid_orders')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/** Records a cancellation after payment; false when the order was never counted or already cancelled. */
export async function markPaidOrderCancelled(
  db: Db,
  orderId: string,
  eventId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('referral_paid_orders')
    .set({ cancelled_at: now, cancel_event_id: eventId })
    .where('order_id', '=', orderId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countStillPaidOrders(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('referral_paid_orders')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('cancelled_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** The latest still-paid orders of `sponsorId`'s direct referrals, with the level-1 commission each earned. */
export function recentReferralOrders(db: Db, sponsorId: string, limit: number) {
  return db
    .selectFrom('referral_paid_orders as o')
    .innerJoin('sponsorships as s', 's.sponsored_id', 'o.user_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('rewards as r', (join) =>
      join
        .onRef('r.order_id', '=', 'o.order_id')
        .onRef('r.beneficiary_id', '=', 's.sponsor_id')
        .on('r.kind', '=', 'commission'),
    )
    .select([
      'o.order_id',
      'o.code_commande',
      'o.total_price',
      'o.paid_at',
      'u.firstname',
      'r.amount as commission',
    ])
    .where('s.sponsor_id', '=', sponsorId)
    .where('o.cancelled_at', 'is', null)
    .orderBy('o.paid_at', 'desc')
    .orderBy('o.order_id', 'desc')
    .limit(limit)
    .execute();
}
