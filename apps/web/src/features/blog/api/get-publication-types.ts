import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypePublish } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/typepublishes: the kinds of article (Actualités, Événements, Recettes...). */
export const getPublicationTypes = (): Promise<TypePublish[]> => api<TypePublish[]>('/typepublishes');

export function usePublicationTypes() {
  return useQuery(queryOptions({ queryKey: ['publication-types'], queryFn: getPublicationTypes }));
}
