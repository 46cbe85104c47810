import { useEffect } from 'react';
import { lineKey, type OrderDetail, type OrderStatus } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { madeStore } from '../lib/cart-made';
import { cartActions, useCart } from './use-cart';

const choiceIds = (o: string | { id: string; quantity: number }): string[] =>
  typeof o === 'string' ? [o] : Array<string>(o.quantity).fill(o.id);

type OrderState = { order_id: string; is_paid: boolean; status: OrderStatus };

/**
 * The cart follows the order made from it: once that order is paid, wherever it was paid, its dishes
 * leave the cart (a free dish credit goes with its line, useFreeDish); cancelled, it is forgotten and the cart
 * makes a new one. Light on purpose: the layout of every page, the home page's included, imports it.
 */
export function followCartOrder(orders: readonly OrderState[]): void {
  const made = madeStore('order').get();
  const order = made && orders.find((o) => o.order_id === made.id);
  if (!made || !order) return;
  if (order.is_paid) {
    cartActions.takeOut(
      made.dishes.map((d) => ({
        line: lineKey(d.dish_id, d.options?.flatMap(choiceIds), d.note),
        quantity: d.quantity,
      })),
    );
    madeStore('order').set(null);
  } else if (order.status === 'cancelled') madeStore('order').set(null);
}

/**
 * The cart emptied, its unpaid order has nothing left to pay for (decision 0077): cancelled, so no "Payer" stays
 * live in « Mes commandes »; one whose prompt is under way is left to it (the customer may be approving it).
 */
async function letGoOfEmptiedCart(orderId: string): Promise<void> {
  const { order } = await api<OrderDetail>(`/orders-detail/${encodeURIComponent(orderId)}`);
  if (!order.is_paid && order.status === 'pending' && order.payment_status !== 'pending') {
    await api(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
  }
  if (madeStore('order').get()?.id === orderId) madeStore('order').set(null);
}

/**
 * Asks the server about the order the cart remembers, on load and whenever the page comes back to the front
 * (another device may have paid it), and settles the cart with the answer; an emptied cart lets go of its unpaid
 * order. Signed out, nothing is asked. A plain request, not a query: the layout runs on the home page, which has no
 * query client (decision 0033).
 */
export function useCartFollowsOrder(owner: string | null): void {
  const made = madeStore('order').useValue();
  const orderId = made && made.owner === owner ? made.id : null;
  const emptied = useCart().count === 0;
  useEffect(() => {
    if (orderId && emptied) letGoOfEmptiedCart(orderId).catch(() => undefined);
  }, [orderId, emptied]);
  useEffect(() => {
    if (!orderId) return;
    let stopped = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      api<OrderDetail>(`/orders-detail/${encodeURIComponent(orderId)}`).then(
        (detail) => !stopped && followCartOrder([detail.order]),
        (error: unknown) => {
          // Gone (another account's, or deleted): nothing left to follow. Offline: asked again later.
          if (!stopped && error instanceof ApiError && error.status === 404) madeStore('order').set(null);
        },
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', ask);
    };
  }, [orderId]);
}
