import type { Db } from '../../db/connection.js';
import type { OrderRow } from './orders.repository.js';

/** Hands the order to a rider (on its move to 'in_delivery'). */
export async function setOrderRider(db: Db, orderId: string, riderId: string): Promise<void> {
  await db.updateTable('orders').set({ rider_id: riderId }).where('id', '=', orderId).execute();
}

export type RiderOrderRow = Omit<OrderRow, 'latest_payment_status'> & { customer_firstname: string };

/** A rider's orders still on the road, and those they delivered since `since` (today's, for their record). */
export function listRiderOrders(db: Db, riderId: string, since: string): Promise<RiderOrderRow[]> {
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
