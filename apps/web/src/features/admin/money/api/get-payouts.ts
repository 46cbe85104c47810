import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayoutList } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/payouts: each beneficiary's pending referral balance, and the minimum payout. */
export const getPayouts = (): Promise<AdminPayoutList> => api('/admin/payouts');

export const payoutsKey = ['admin', 'payouts'] as const;

export function usePayouts() {
  return useQuery(queryOptions({ queryKey: payoutsKey, queryFn: getPayouts }));
}
