import { useQuery } from '@tanstack/react-query';
import type { OrderList, OrderStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { keepLastKnown, readLastKnown } from '@/lib/last-known';

/** GET /api/orders-list: the signed-in customer's orders, newest first. */
export const getOrders = (): Promise<OrderList> => api<OrderList>('/orders-list');

export const ordersQueryKey = ['orders', 'list'] as const;

/**
 * P2.11: customers see status changes live, so /orders asks again this often while an order can still move.
 */
export const ORDERS_REFRESH_MS = 30_000;

/** Whether the order can still change: neither delivered nor cancelled (a pending one may be paid). */
export const isActiveOrder = (status: OrderStatus) => status !== 'delivered' && status !== 'cancelled';

/**
 * How long until the list is asked for again: never once every order has reached its end and no refund is still
 * on its way (the customer waits for "Remboursé").
 */
export function ordersRefetchInterval(list: OrderList | undefined): number | false {
  return list?.orders.some((o) => isActiveOrder(o.status) || o.refund?.status === 'pending')
    ? ORDERS_REFRESH_MS
    : false;
}

export function useOrders() {
  return useQuery<OrderList>({
    queryKey: ordersQueryKey,
    queryFn: () => getOrders().then((list) => keepLastKnown('orders', list)),
    // The list last loaded on this phone, shown with its time until the network answers.
    initialData: () => readLastKnown<OrderList>('orders')?.data,
    initialDataUpdatedAt: () => readLastKnown<OrderList>('orders')?.at,
    staleTime: 0,
    refetchInterval: (query) => ordersRefetchInterval(query.state.data),
    // Back on the page after confirming a payment on the phone: show where the orders stand now.
    refetchOnWindowFocus: true,
  });
}
