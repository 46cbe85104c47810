import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** POST /api/admin/orders/{id}/cash-instead: "Passer en espèces"; the prompt is ended, the cash is collected later. */
export const switchToCash = (orderId: string): Promise<OrderSummary> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/cash-instead`, { method: 'POST' });

export function useSwitchToCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchToCash,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
