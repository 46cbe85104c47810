import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPublication } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/publications: every article as stored, newest first (admins). */
export const getAdminPublications = (): Promise<{ publications: AdminPublication[] }> =>
  api('/admin/publications');

export const adminPublicationsKey = ['admin', 'publications'] as const;

export function useAdminPublications() {
  return useQuery(queryOptions({ queryKey: adminPublicationsKey, queryFn: getAdminPublications }));
}
