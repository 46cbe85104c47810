import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorActivation } from '@lome/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/sponsor/activation: what a sponsor still owes for its activation (P7.6), for the pending banner.
 */
export const getSponsorActivation = (): Promise<SponsorActivation> =>
  api<SponsorActivation>('/sponsor/activation');

export const sponsorActivationQueryOptions = () =>
  queryOptions({
    queryKey: ['sponsor', 'activation'],
    queryFn: getSponsorActivation,
    retry: false,
    // Paid on the phone a minute ago: the banner must not linger from a cached answer.
    staleTime: 0,
  });

export function useSponsorActivation() {
  return useQuery(sponsorActivationQueryOptions());
}
