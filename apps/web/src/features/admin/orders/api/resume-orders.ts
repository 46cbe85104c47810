import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { kitchenStatusKey } from './get-restaurant-status';

/** DELETE /api/admin/pause: ASAP orders are taken again (if the restaurant is open). */
export const resumeOrders = (): Promise<RestaurantStatus> => api('/admin/pause', { method: 'DELETE' });

export function useResumeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeOrders,
    onSuccess: (status) => queryClient.setQueryData(kitchenStatusKey, status),
  });
}
