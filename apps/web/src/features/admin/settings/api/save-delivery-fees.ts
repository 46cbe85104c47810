import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryFees } from '@lome/shared';
import { api } from '@/lib/api-client';
import { deliveryFeesKey } from './get-delivery-fees';

/** PUT /api/admin/delivery-fees: every band and the minimum at once; the next quote and order use them. */
export const saveDeliveryFees = (fees: DeliveryFees): Promise<DeliveryFees> =>
  api('/admin/delivery-fees', { method: 'PUT', body: fees });

export function useSaveDeliveryFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryFees,
    onSuccess: (saved) => queryClient.setQueryData(deliveryFeesKey, saved),
  });
}
