import { fullName, ORDER_RIDER_SHOWN_STATUSES, type OrderRider, type OrderStatus } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { findActiveRider, ridersByIds } from '../riders/riders.service.js';
import { setSaleRider } from './sale-changes.repository.js';

/** Statuses in which the customer sees who brings their order. */

/** Hands an order on its way to an active rider (a 422 for an unknown or retired one); the rider's name. */
export async function assignRider(trx: Db, orderId: string, riderId: string): Promise<string> {
  const rider = await findActiveRider(trx, riderId);
  await setSaleRider(trx, orderId, riderId);
  return fullName(rider.firstname, rider.lastname);
}

/** The rider of an order as its customer reads it: a first name and a number, once it is on its way. */
export async function riderForCustomer(
  db: Db,
  order: { rider_id: string | null; status: OrderStatus },
): Promise<OrderRider | null> {
  if (!order.rider_id || !ORDER_RIDER_SHOWN_STATUSES.includes(order.status)) return null;
  const rider = (await ridersByIds(db, [order.rider_id])).get(order.rider_id);
  return rider ? { firstname: rider.firstname, phone: rider.phone } : null;
}

/** The riders of the board's orders, by order id. */
export async function ridersForBoard(
  db: Db,
  orders: { id: string; rider_id: string | null }[],
): Promise<Map<string, { id: string; firstname: string; phone: string }>> {
  const riders = await ridersByIds(
    db,
    orders.flatMap((o) => (o.rider_id ? [o.rider_id] : [])),
  );
  const byOrder = new Map<string, { id: string; firstname: string; phone: string }>();
  for (const o of orders) {
    const r = o.rider_id ? riders.get(o.rider_id) : undefined;
    if (r) byOrder.set(o.id, { id: r.id, firstname: r.firstname, phone: r.phone });
  }
  return byOrder;
}
