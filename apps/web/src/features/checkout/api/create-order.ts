import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCreateInput, OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders: the server prices the lines and checks the delivery zone (P1.2, P3.2). The idempotency
 * key is made once per checkout attempt, so a retried request returns the same order instead of a second one.
 */
export const createOrder = ({ body, idempotencyKey }: { body: OrderCreateInput; idempotencyKey: string }) =>
  api<OrderSummary>('/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
