import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PauseRequest, RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { kitchenStatusKey } from './get-restaurant-status';

/** PUT /api/admin/pause: ASAP orders refused for 15, 30 or 60 minutes, or until resumed (`minutes` null). */
export const pauseOrders = (pause: PauseRequest): Promise<RestaurantStatus> =>
  api('/admin/pause', { method: 'PUT', body: pause });

export function usePauseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseOrders,
    onSuccess: (status) => queryClient.setQueryData(kitchenStatusKey, status),
  });
}
