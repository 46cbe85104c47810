import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReferralCheck = { sponsor_name: string; sponsor_type: 'sponsor' | 'apporteur' };

export const checkReferralCode = (code: string): Promise<ReferralCheck> =>
  api<ReferralCheck>(`/referral/check/${encodeURIComponent(code)}`);

export const referralCheckQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral', 'check', code],
    queryFn: () => checkReferralCode(code),
    enabled: code.length > 0,
    // An unknown code stays unknown; asking again only spends the rate limit.
    retry: false,
  });

export function useReferralCheck(code: string) {
  return useQuery(referralCheckQueryOptions(code));
}
