import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/orders-detail/{id}: the order's dishes (P12.3 Order detail). */
export const getOrderDetail = (orderId: string): Promise<OrderDetail> =>
  api<OrderDetail>(`/orders-detail/${encodeURIComponent(orderId)}`);

export const orderDetailQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => getOrderDetail(orderId),
  });

export function useOrderDetail(orderId: string | null) {
  return useQuery({ ...orderDetailQueryOptions(orderId ?? ''), enabled: orderId !== null });
}
