import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** POST /api/admin/orders/{id}/undo: takes back staff's last move within 60 s (422 UNDO_EXPIRED after). */
export const undoOrderMove = (orderId: string): Promise<OrderSummary> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/undo`, { method: 'POST' });

export function useUndoOrderMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoOrderMove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
