import { useQuery } from '@tanstack/react-query';
import { RESERVATION_OPEN_STATUSES, type ReservationSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { keepLastKnown, readLastKnown } from '@/lib/last-known';

/** GET /api/reservations: the signed-in customer's reservations, newest first, with their payment state. */
export const getReservations = (): Promise<{ reservations: ReservationSummary[] }> =>
  api<{ reservations: ReservationSummary[] }>('/reservations');

export const reservationsQueryKey = ['reservations', 'list'] as const;

type ReservationList = Awaited<ReturnType<typeof getReservations>>;

/** Asked again every 30 s while one may still move (a cancellation by staff, a refund sent). */
export const reservationsRefetchInterval = (list: ReservationList | undefined): number | false =>
  list?.reservations.some(
    (r) => RESERVATION_OPEN_STATUSES.includes(r.status) || r.refund?.status === 'pending',
  )
    ? 30_000
    : false;

export function useReservations() {
  return useQuery<ReservationList>({
    queryKey: reservationsQueryKey,
    queryFn: () => getReservations().then((list) => keepLastKnown('reservations', list)),
    // The list last loaded on this phone, shown with its time until the network answers.
    initialData: () => readLastKnown<ReservationList>('reservations')?.data,
    initialDataUpdatedAt: () => readLastKnown<ReservationList>('reservations')?.at,
    staleTime: 0,
    refetchInterval: (query) => reservationsRefetchInterval(query.state.data),
    // Back from the phone's payment prompt: show where the reservations stand now.
    refetchOnWindowFocus: true,
  });
}
