import type { Publication } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useResource } from '@/lib/resource';

/** GET /api/publishes/content: the published articles, newest first. */
export function getPublications(): Promise<Publication[]> {
  return api<Publication[]>('/publishes/content');
}

/** Read by the home page: without TanStack Query (decision 0033), prefilled by the server's render. */
export const publicationsResource = { key: 'publications', fetch: getPublications };

export function usePublications() {
  return useResource(publicationsResource);
}
