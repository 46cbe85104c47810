import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashCollection } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** POST /api/admin/orders/{id}/cash: "Espèces encaissées", once; the order is paid from then. */
export const collectCash = (orderId: string, amount: number): Promise<CashCollection> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/cash`, { method: 'POST', body: { amount } });

export function useCollectCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, amount }: { orderId: string; amount: number }) => collectCash(orderId, amount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
