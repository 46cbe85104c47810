import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminReservationsKey } from './get-admin-reservations';

/** POST /api/admin/reservations/{id}/undo: takes back the counter's last mark within 60 s. */
export const undoReservationMove = (id: string): Promise<ReservationSummary> =>
  api(`/admin/reservations/${encodeURIComponent(id)}/undo`, { method: 'POST' });

export function useUndoReservationMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoReservationMove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReservationsKey }),
  });
}
