import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRatingCreateInput, OrderRatingResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

/** POST /api/orders/{id}/rating: 1 to 5 stars and an optional comment, once, on a delivered order (P2.10). */
export const rateOrder = ({ orderId, ...body }: OrderRatingCreateInput & { orderId: string }) =>
  api<OrderRatingResponse>(`/orders/${encodeURIComponent(orderId)}/rating`, { method: 'POST', body });

export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    // Rated or refused as already rated: either way the card shows the stars the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
