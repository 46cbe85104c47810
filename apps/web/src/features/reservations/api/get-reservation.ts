import type { ReservationDetail } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/reservations/{id}: the reservation, its dishes and the state of its payment. */
export const getReservation = (reservationId: string): Promise<ReservationDetail> =>
  api<ReservationDetail>(`/reservations/${encodeURIComponent(reservationId)}`);

/** The reservation as its page shows it when no payment attempt is being polled. */
export const reservationQuery = (reservationId: string) => ({
  queryKey: ['reservations', reservationId, 'detail'] as const,
  queryFn: () => getReservation(reservationId),
});

/** Keyed by payment attempt as well, so a new attempt starts polling afresh. */
export const reservationPaymentQuery = (reservationId: string, attempt: string) => ({
  queryKey: ['reservations', reservationId, 'payment', attempt] as const,
  queryFn: () => getReservation(reservationId),
});
