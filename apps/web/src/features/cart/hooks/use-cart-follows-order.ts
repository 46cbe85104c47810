import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { cartOrderQueryOptions } from '../api/get-cart-order';
import { madeStore } from '../lib/cart-made';
import { cartActions } from './use-cart';
import { freeDishActions } from './use-free-dish';

type OrderState = { order_id: string; is_paid: boolean; status: string };

/**
 * The cart follows the order made from it (issue 18): once that order is paid, wherever it was paid, its dishes
 * leave the cart (and the free dish credit it used); cancelled, it is forgotten and the cart makes a new one.
 */
export function followCartOrder(orders: readonly OrderState[]): void {
  const made = madeStore('order').get();
  const order = made && orders.find((o) => o.order_id === made.id);
  if (!made || !order) return;
  if (order.is_paid) {
    cartActions.takeOut(made.dishes.map((d) => ({ id: d.dish_id, quantity: d.quantity })));
    freeDishActions.drop();
    madeStore('order').set(null);
  } else if (order.status === 'cancelled') madeStore('order').set(null);
}

/**
 * Asks the server about the order the cart remembers, on load and when the page comes back to the front (another
 * device may have paid it), and settles the cart with the answer. Signed out, nothing is asked.
 */
export function useCartFollowsOrder(owner: string | null): void {
  const made = madeStore('order').useValue();
  const orderId = made && made.owner === owner ? made.id : null;
  const answer = useQuery({ ...cartOrderQueryOptions(orderId ?? ''), enabled: orderId !== null });
  const order = answer.data?.order;
  const gone = answer.error instanceof ApiError && answer.error.status === 404;
  useEffect(() => {
    if (order) followCartOrder([order]);
  }, [order]);
  useEffect(() => {
    if (gone && orderId) madeStore('order').set(null);
  }, [gone, orderId]);
}
