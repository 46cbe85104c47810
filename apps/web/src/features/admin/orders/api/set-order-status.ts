import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** POST /api/admin/orders/{id}/status: one step along D3, or cancel (a paid order then owes a refund). */
export const setOrderStatus = (orderId: string, status: OrderStatus): Promise<OrderSummary> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'POST', body: { status } });

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
      setOrderStatus(orderId, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
