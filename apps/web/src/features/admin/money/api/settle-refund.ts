import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund } from '@lome/shared';
import { api } from '@/lib/api-client';
import { refundsKey } from './get-refunds';

/** POST /api/admin/refunds/{id}/settle: paid back by mobile money under `reference`. */
export const settleRefund = (id: string, reference: string): Promise<AdminRefund> =>
  api(`/admin/refunds/${encodeURIComponent(id)}/settle`, { method: 'POST', body: { reference } });

export function useSettleRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) => settleRefund(id, reference),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}
