import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordPayoutInput, RecordPayoutResult } from '@lome/shared';
import { api } from '@/lib/api-client';
import { payoutsKey } from './get-payouts';

/**
 * POST /api/admin/payouts/{beneficiary id}: the balance shown was paid by mobile money under `reference`. The
 * amount shown goes along so the server refuses if the balance changed since.
 */
export const recordPayout = (beneficiaryId: string, input: RecordPayoutInput): Promise<RecordPayoutResult> =>
  api(`/admin/payouts/${encodeURIComponent(beneficiaryId)}`, { method: 'POST', body: input });

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ beneficiaryId, input }: { beneficiaryId: string; input: RecordPayoutInput }) =>
      recordPayout(beneficiaryId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}
