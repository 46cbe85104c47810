import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCancelResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/**
 * POST /api/orders/{id}/cancel: allowed while pending or confirmed (P2.3); a paid order gets a refund record.
 */
export const cancelOrder = (orderId: string): Promise<OrderCancelResponse> =>
  api<OrderCancelResponse>(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
