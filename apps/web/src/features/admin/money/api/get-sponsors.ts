import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSponsor } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/sponsors: sponsor accounts with their grid, activation and kit, kits to hand over first. */
export const getSponsors = (): Promise<{ sponsors: AdminSponsor[] }> => api('/admin/sponsors');

export const sponsorsKey = ['admin', 'sponsors'] as const;

export function useSponsors() {
  return useQuery(queryOptions({ queryKey: sponsorsKey, queryFn: getSponsors }));
}
