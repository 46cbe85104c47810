import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiderOrder } from '@lome/shared';
import { api } from '@/lib/api-client';
import { myDeliveriesKey } from './get-my-deliveries';

/** POST /api/rider/orders/{id}/undo: "Annuler « Livrée »", within the minute after it. */
export const undoDelivery = (orderId: string): Promise<RiderOrder> =>
  api(`/rider/orders/${encodeURIComponent(orderId)}/undo`, { method: 'POST' });

export function useUndoDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDeliveriesKey }),
  });
}
