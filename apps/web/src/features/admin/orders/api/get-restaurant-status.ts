import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/restaurant/status: whether the kitchen takes orders, its pause and rush mode (P4.5). */
export const getRestaurantStatus = (): Promise<RestaurantStatus> => api('/restaurant/status');

export const kitchenStatusKey = ['admin', 'kitchen-status'] as const;

export function useKitchenStatus() {
  return useQuery(
    queryOptions({
      queryKey: kitchenStatusKey,
      queryFn: getRestaurantStatus,
      staleTime: 0,
      // The stream tells of pauses and rush; opening and closing happen by the clock alone.
      refetchInterval: 60_000,
    }),
  );
}
