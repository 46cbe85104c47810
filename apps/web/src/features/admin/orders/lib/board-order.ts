import type { AdminOrder } from '@lome/shared';

/** The id of an order's card on the board, which the alarm's codes link to. */
export const cardAnchor = (orderId: string) => `commande-${orderId}`;

/** Where a card stands on the board: what rings first, then what is under way, what is over last. */
function rank(order: AdminOrder, ringing: Set<string>, late: Set<string>): number {
  if (late.has(order.order_id)) return 0;
  if (ringing.has(order.order_id)) return 1;
  if (order.status === 'delivered' || order.status === 'cancelled') return 4;
  // Priority support (P9.6): a company's order goes before the others under way, never before one that rings.
  return order.is_company ? 2 : 3;
}

/**
 * The board's cards in the order staff need them: late, then ringing orders first, so the one to accept is on
 * screen without scrolling past pinned company orders or finished ones; then orders under way (companies' first),
 * then delivered and cancelled ones. Within a rank, the server's order (newest first) holds.
 */
export function boardOrder(orders: AdminOrder[], ringing: AdminOrder[], late: AdminOrder[]): AdminOrder[] {
  const ringingIds = new Set(ringing.map((o) => o.order_id));
  const lateIds = new Set(late.map((o) => o.order_id));
  return orders
    .map((order, index) => ({ order, index, rank: rank(order, ringingIds, lateIds) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.order);
}
