import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiderOrder } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/rider/orders: the orders handed to the signed-in rider, on the road and delivered today. */
export const getMyDeliveries = (): Promise<{ orders: RiderOrder[] }> => api('/rider/orders');

export const myDeliveriesKey = ['rider', 'orders'] as const;

export function useMyDeliveries() {
  return useQuery(
    queryOptions({
      queryKey: myDeliveriesKey,
      queryFn: getMyDeliveries,
      // A new order may be handed over at any time: read again every 30 s and when the phone wakes.
      refetchInterval: 30_000,
      staleTime: 0,
    }),
  );
}
