import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryFees } from '@lome/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/delivery-fees: the fee bands by distance and the minimum order of a delivery (admins, P3.3).
 */
export const getDeliveryFees = (): Promise<DeliveryFees> => api('/admin/delivery-fees');

export const deliveryFeesKey = ['admin', 'delivery-fees'] as const;

export function useDeliveryFees() {
  return useQuery(queryOptions({ queryKey: deliveryFeesKey, queryFn: getDeliveryFees }));
}
