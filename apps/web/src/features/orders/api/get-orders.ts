import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/orders-list: the signed-in customer's orders, newest first. */
export const getOrders = (): Promise<OrderList> => api<OrderList>('/orders-list');

export const ordersQueryKey = ['orders', 'list'] as const;

export function useOrders() {
  return useQuery(queryOptions({ queryKey: ordersQueryKey, queryFn: getOrders, staleTime: 0 }));
}
