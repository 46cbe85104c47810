import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Publication } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { resources } from '@/lib/resource';
import { publicationsResource } from './get-publications';

/** GET /api/publications/{id}: one article with its content. */
export const getPublication = (id: string): Promise<Publication> =>
  api<Publication>(`/publications/${encodeURIComponent(id)}`);

export function usePublication(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['publications', 'one', id],
      queryFn: () => getPublication(id),
      // Opened from the list, the article shows at once from what the list already holds.
      placeholderData: () => resources.get<Publication[]>(publicationsResource.key)?.find((p) => p.id === id),
      // An unknown article stays unknown: say so at once.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
    }),
  );
}
