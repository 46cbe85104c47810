import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPush, StaffPushRequest } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/**
 * POST /api/admin/orders/{id}/payment: "Renvoyer la demande", or another number or network; the prompt staff saw
 * (`replaces_payment_id`) is replaced.
 */
export const pushAgain = (orderId: string, body: StaffPushRequest): Promise<StaffPush> =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/payment`, { method: 'POST', body });

export function usePushAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: StaffPushRequest }) => pushAgain(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
