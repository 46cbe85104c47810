import {
  amountToCollect,
  cancelMessages,
  riderMessages,
  UNDO_SECONDS,
  type OrderStatus,
  type RiderOrder,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { riderOfAccount } from '../riders/riders.service.js';
import { collectCash, type CashDeps } from './cash.service.js';
import { setOrderStatus, undoSaleMove, type MoveDeps } from './moves.service.js';
import { findSale, findSaleItems } from './sales.repository.js';
import { listRiderOrders, type RiderSaleRow as RiderOrderRow } from './staff-lists.repository.js';

export type RiderDeps = MoveDeps & { clock: Clock };

// Lomé keeps UTC all year: today starts at midnight UTC.
const startOfDay = (clock: Clock) => `${clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`;

/** Until when a rider may take back their own "Livrée": the 60 s of any staff move (decision 0071). */
function undoUntil(r: RiderOrderRow, userId: string): string | null {
  if (r.status !== 'delivered' || r.moved_from !== 'in_delivery' || !r.moved_at || r.moved_by !== userId)
    return null;
  return new Date(Date.parse(r.moved_at) + UNDO_SECONDS * 1000).toISOString();
}

async function toRiderOrders(db: Db, rows: RiderOrderRow[], userId: string): Promise<RiderOrder[]> {
  const items = await findSaleItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    order_id: r.id,
    code_commande: r.code_commande,
    status: r.status as OrderStatus,
    customer_firstname: r.customer_firstname,
    phone: r.phone,
    title: r.title,
    description_address: r.description_address,
    latitude: r.latitude,
    longitude: r.longitude,
    total_price: r.total_price,
    is_paid: r.is_paid === 1,
    amount_to_collect: amountToCollect({
      is_paid: r.is_paid === 1,
      total_price: r.total_price,
      payment_method: r.payment_method,
    }),
    estimated_at: r.estimated_at,
    delivered_at: r.status === 'delivered' ? r.updated_at : null,
    undo_until: undoUntil(r, userId),
    dishes: items.filter((i) => i.order_id === r.id).map(({ order_id: _, ...dish }) => dish),
  }));
}

/** "Mes livraisons": the orders handed to the rider behind this account, on the road and delivered today. */
export async function listMyDeliveries(deps: RiderDeps, userId: string): Promise<RiderOrder[]> {
  const rider = await riderOfAccount(deps.db, userId);
  return toRiderOrders(deps.db, await listRiderOrders(deps.db, rider.id, startOfDay(deps.clock)), userId);
}

/** The order if it is this rider's; another rider's order is not found, as an unknown one. */
async function ownOrder(db: Db, userId: string, orderId: string): Promise<string> {
  const rider = await riderOfAccount(db, userId);
  const order = await findSale(db, orderId);
  if (!order || order.rider_id !== rider.id)
    throw new AppError(404, 'ORDER_NOT_FOUND', riderMessages.notYourOrder);
  return rider.id;
}

async function viewOf(
  deps: RiderDeps,
  userId: string,
  riderId: string,
  orderId: string,
): Promise<RiderOrder> {
  const rows = await listRiderOrders(deps.db, riderId, startOfDay(deps.clock));
  const row = rows.find((r) => r.id === orderId);
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND', riderMessages.notYourOrder);
  return (await toRiderOrders(deps.db, [row], userId))[0]!;
}

/** "Livrée": the rider closes their order through the orders' own move, so events, audit, push and mails follow. */
export async function deliverMyOrder(deps: RiderDeps, userId: string, orderId: string): Promise<RiderOrder> {
  const riderId = await ownOrder(deps.db, userId, orderId);
  await setOrderStatus(deps, orderId, 'delivered', userId);
  return viewOf(deps, userId, riderId, orderId);
}

/**
 * The rider takes back their own "Livrée" within 60 s (a tap on the wrong order, a customer who was not there): the
 * sales' one undo, only for the move this rider made.
 */
export async function undoMyDelivery(deps: RiderDeps, userId: string, orderId: string): Promise<RiderOrder> {
  const riderId = await ownOrder(deps.db, userId, orderId);
  const order = await findSale(deps.db, orderId);
  if (order?.moved_by !== userId || order.status !== 'delivered') {
    throw new AppError(422, 'NOTHING_TO_UNDO', cancelMessages.nothingToUndo);
  }
  await undoSaleMove(deps, orderId, 'order', userId);
  return viewOf(deps, userId, riderId, orderId);
}

/** "Espèces encaissées": the rider records the cash of their own order, once (the cash service holds it). */
export async function collectMyCash(
  deps: RiderDeps & CashDeps,
  userId: string,
  orderId: string,
  amount: number,
): Promise<RiderOrder> {
  const riderId = await ownOrder(deps.db, userId, orderId);
  await collectCash(deps, { saleId: orderId, kind: 'order', amount, actor: { id: userId } });
  return viewOf(deps, userId, riderId, orderId);
}
