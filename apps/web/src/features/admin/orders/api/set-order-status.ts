import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/**
 * POST /api/admin/orders/{id}/status: one step along P2.2, or cancel with the reason the customer reads (from
 * any status before delivered; a paid order then owes a refund).
 */
export const setOrderStatus = (
  orderId: string,
  status: OrderStatus,
  reason?: string,
  /** Who takes it out, on the move to 'in_delivery'. */
  riderId?: string,
): Promise<OrderSummary> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: { status, ...(reason && { reason }), ...(riderId && { rider_id: riderId }) },
  });

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      status,
      reason,
      riderId,
    }: {
      orderId: string;
      status: OrderStatus;
      reason?: string;
      riderId?: string;
    }) => setOrderStatus(orderId, status, reason, riderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
