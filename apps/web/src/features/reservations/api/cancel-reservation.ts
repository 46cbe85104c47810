import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationCancelResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { reservationsQueryKey } from './get-reservations';

export const cancelReservationError = "Erreur lors de l'annulation de la réservation";

/** POST /api/reservations/{id}/cancel: a paid reservation until 2 h before pickup, with a refund record. */
export const cancelReservation = (reservationId: string): Promise<ReservationCancelResponse> =>
  api<ReservationCancelResponse>(`/reservations/${encodeURIComponent(reservationId)}/cancel`, {
    method: 'POST',
  });

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
  });
}
