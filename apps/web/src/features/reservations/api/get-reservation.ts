import type { ReservationDetail } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/reservations/{id}: the reservation, its dishes and the state of its payment. */
export const getReservation = (reservationId: string): Promise<ReservationDetail> =>
  api<ReservationDetail>(`/reservations/${encodeURIComponent(reservationId)}`);

/** Keyed by payment attempt as well, so a new attempt starts polling afresh. */
export const reservationPaymentQuery = (reservationId: string, attempt: string | null) => ({
  queryKey: ['reservations', reservationId, 'payment', attempt ?? 'none'] as const,
  queryFn: () => getReservation(reservationId),
});
