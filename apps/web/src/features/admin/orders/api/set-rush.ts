import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { kitchenStatusKey } from './get-restaurant-status';

/** PUT /api/admin/rush: rush mode adds RUSH_EXTRA_MINUTES to every new estimate. */
export const setRush = (on: boolean): Promise<RestaurantStatus> =>
  api('/admin/rush', { method: 'PUT', body: { on } });

export function useSetRush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRush,
    onSuccess: (status) => queryClient.setQueryData(kitchenStatusKey, status),
  });
}
