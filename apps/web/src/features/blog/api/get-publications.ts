import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Publication } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/publishes/content: the published articles, newest first. */
export function getPublications(): Promise<Publication[]> {
  return api<Publication[]>('/publishes/content');
}

export const publicationsQueryKey = ['publications'] as const;

export function getPublicationsQueryOptions() {
  return queryOptions({ queryKey: publicationsQueryKey, queryFn: getPublications });
}

export function usePublications() {
  return useQuery(getPublicationsQueryOptions());
}
