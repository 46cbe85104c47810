import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountInput } from '@lome/shared';
import { api } from '@/lib/api-client';

const payoutAccountKey = ['me', 'payout-account'] as const;

/** GET /api/me/payout-account: the number and network a referrer's payouts go to. */
export const getPayoutAccount = (): Promise<PayoutAccount> => api<PayoutAccount>('/me/payout-account');

export const payoutAccountQueryOptions = () =>
  queryOptions({ queryKey: payoutAccountKey, queryFn: getPayoutAccount });

export function usePayoutAccount() {
  return useQuery(payoutAccountQueryOptions());
}

/** PUT /api/me/payout-account: records them; the answer carries the saved values and the server's message. */
export const savePayoutAccount = (body: PayoutAccountInput) =>
  api<PayoutAccount & { message: string }>('/me/payout-account', { method: 'PUT', body });

export function useSavePayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: ({ message: _message, ...saved }) => client.setQueryData(payoutAccountKey, saved),
  });
}
