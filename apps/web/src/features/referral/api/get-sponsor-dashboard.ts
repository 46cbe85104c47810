import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorDashboard } from '@lome/shared';
import { api } from '@/lib/api-client';
import { sponsorFallbacks, withSponsorError } from '../utils/sponsor-error';

/** GET /api/sponsor/dashboard (P12.1): the figures, recent orders and network of the signed-in referrer. */
export const getSponsorDashboard = (): Promise<SponsorDashboard> =>
  withSponsorError(() => api<SponsorDashboard>('/sponsor/dashboard'), sponsorFallbacks.dashboard);

export const sponsorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['sponsor', 'dashboard'],
    queryFn: getSponsorDashboard,
    // A 403 (not a referral account) or a 401 will not change by asking again.
    retry: false,
    // Commissions arrive as referrals pay: each visit shows the ledger as it is now.
    staleTime: 0,
  });

export function useSponsorDashboard(enabled = true) {
  return useQuery({ ...sponsorDashboardQueryOptions(), enabled });
}
