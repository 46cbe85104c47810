import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiderOrder } from '@lome/shared';
import { api } from '@/lib/api-client';
import { myDeliveriesKey } from './get-my-deliveries';

/** POST /api/rider/orders/{id}/delivered: 'Livrée'. */
export const deliverOrder = (orderId: string): Promise<RiderOrder> =>
  api(`/rider/orders/${encodeURIComponent(orderId)}/delivered`, { method: 'POST' });

export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDeliveriesKey }),
  });
}
