import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '@lome/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/orders-detail/{id} for the order made from the cart: is it paid yet? Under the orders' own detail key,
 * so whatever refreshes the customer's orders (a payment confirmed, /orders) refreshes this answer too.
 */
export const cartOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => api<OrderDetail>(`/orders-detail/${encodeURIComponent(orderId)}`),
    refetchOnWindowFocus: true,
    retry: false,
  });
