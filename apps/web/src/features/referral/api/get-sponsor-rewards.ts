import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorRewards } from '@lome/shared';
import { api } from '@/lib/api-client';
import { sponsorFallbacks, withSponsorError } from '../utils/sponsor-error';

/** GET /api/sponsor/rewards (P12.1): the reward history, the free dish credits and the earnings summary. */
export const getSponsorRewards = (): Promise<SponsorRewards> =>
  withSponsorError(() => api<SponsorRewards>('/sponsor/rewards'), sponsorFallbacks.rewards);

export const sponsorRewardsQueryOptions = () =>
  queryOptions({
    queryKey: ['sponsor', 'rewards'],
    queryFn: getSponsorRewards,
    retry: false,
    staleTime: 0,
  });

export function useSponsorRewards(enabled = true) {
  return useQuery({ ...sponsorRewardsQueryOptions(), enabled });
}
