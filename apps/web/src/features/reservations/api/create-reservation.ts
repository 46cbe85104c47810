import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationCreateInput, ReservationSummary } from '@lome/shared';
import { api } from '@/lib/api-client';

export const reservationError = 'Erreur lors de la création de la réservation';

/**
 * POST /api/reservations: priced and date-checked by the server (P5.1); the key makes a retry return the same
 * one.
 */
export const createReservation = ({
  body,
  idempotencyKey,
}: {
  body: ReservationCreateInput;
  idempotencyKey: string;
}) =>
  api<ReservationSummary>('/reservations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reservations'] }),
  });
}
