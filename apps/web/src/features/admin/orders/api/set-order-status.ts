import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/**
 * POST /api/admin/orders/{id}/status: one step along D3, or cancel with the reason the customer reads (from any
 * status before delivered; a paid order then owes a refund).
 */
export const setOrderStatus = (
  orderId: string,
  status: OrderStatus,
  reason?: string,
): Promise<OrderSummary> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: reason ? { status, reason } : { status },
  });

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status, reason }: { orderId: string; status: OrderStatus; reason?: string }) =>
      setOrderStatus(orderId, status, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
