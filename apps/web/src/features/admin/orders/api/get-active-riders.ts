import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rider } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/orders/riders: the active riders an order on its way can be handed to (staff, admins). */
export const getActiveRiders = (): Promise<{ riders: Rider[] }> => api('/admin/orders/riders');

export function useActiveRiders(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'riders'],
      queryFn: getActiveRiders,
      enabled,
      staleTime: 0,
    }),
  );
}
