import type { OrderStatusResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/orders/{id}/status: the order's status and whether its payment went through (P12.1). */
export const getOrderPaymentStatus = (orderId: string): Promise<OrderStatusResponse> =>
  api<OrderStatusResponse>(`/orders/${encodeURIComponent(orderId)}/status`);

/** Keyed by payment attempt too, so a retry never starts from the previous attempt's 'cancelled'. */
export const orderPaymentQuery = (orderId: string, paymentId: string) => ({
  queryKey: ['orders', orderId, 'status', paymentId] as const,
  queryFn: () => getOrderPaymentStatus(orderId),
});
