import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rider } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/riders: every rider, active first (admins). */
export const getRiders = (): Promise<{ riders: Rider[] }> => api('/admin/riders');

export const ridersKey = ['admin', 'riders'] as const;

export function useRiders() {
  return useQuery(queryOptions({ queryKey: ridersKey, queryFn: getRiders }));
}
