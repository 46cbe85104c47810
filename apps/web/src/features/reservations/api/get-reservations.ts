import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationSummary } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/reservations: the signed-in customer's reservations, newest first, with their payment state. */
export const getReservations = (): Promise<{ reservations: ReservationSummary[] }> =>
  api<{ reservations: ReservationSummary[] }>('/reservations');

export const reservationsQueryKey = ['reservations', 'list'] as const;

export function useReservations() {
  return useQuery(
    queryOptions({
      queryKey: reservationsQueryKey,
      queryFn: getReservations,
      staleTime: 0,
      // Back from the phone's payment prompt: show where the reservations stand now.
      refetchOnWindowFocus: true,
    }),
  );
}
