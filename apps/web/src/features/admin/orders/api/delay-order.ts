import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELAY_STEP_MINUTES, type OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** POST /api/admin/orders/{id}/delay: the order's estimate pushed back; its customer's page follows live. */
export const delayOrder = (orderId: string): Promise<OrderSummary> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/delay`, {
    method: 'POST',
    body: { minutes: DELAY_STEP_MINUTES },
  });

export function useDelayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delayOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
