import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiderOrder } from '@lome/shared';
import { api } from '@/lib/api-client';
import { myDeliveriesKey } from './get-my-deliveries';

/** POST /api/rider/orders/{id}/cash: 'Espèces encaissées', the amount handed over (recorded once). */
export const collectCash = ({ orderId, amount }: { orderId: string; amount: number }): Promise<RiderOrder> =>
  api(`/rider/orders/${encodeURIComponent(orderId)}/cash`, { method: 'POST', body: { amount } });

export function useCollectCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectCash,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDeliveriesKey }),
  });
}
