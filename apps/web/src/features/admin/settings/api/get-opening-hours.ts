import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningHours } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/opening-hours: the weekly periods and exceptional closures every rule reads (admins). */
export const getOpeningHours = (): Promise<OpeningHours> => api('/admin/opening-hours');

export const openingHoursKey = ['admin', 'opening-hours'] as const;

export function useOpeningHours() {
  return useQuery(queryOptions({ queryKey: openingHoursKey, queryFn: getOpeningHours }));
}
