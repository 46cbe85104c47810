import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/restaurant/slots: the starts (ISO) of the 15-minute delivery slots offered now, next 7 days
 * (P4.4).
 */
export const getDeliverySlots = (): Promise<string[]> =>
  api<{ slots: string[] }>('/restaurant/slots').then((r) => r.slots);

export const deliverySlotsQueryOptions = () =>
  queryOptions({ queryKey: ['restaurant', 'slots'], queryFn: getDeliverySlots, staleTime: 60_000 });

/** The delivery slots, asked only while the checkout shows its picker. */
export function useDeliverySlots(enabled: boolean) {
  return useQuery({ ...deliverySlotsQueryOptions(), enabled });
}
