import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypePublish } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/typepublishes: the kinds of article an admin can file one under. */
export const getPublicationTypes = (): Promise<TypePublish[]> => api('/typepublishes');

export function usePublicationTypes() {
  return useQuery(queryOptions({ queryKey: ['publication-types'], queryFn: getPublicationTypes }));
}
