import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationSummary, StaffReservationStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminReservationsKey } from './get-admin-reservations';

/** POST /api/admin/reservations/{id}/status: ready, picked up or not picked up. */
export const setReservationStatus = (
  id: string,
  status: StaffReservationStatus,
): Promise<ReservationSummary> =>
  api(`/admin/reservations/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status } });

export function useSetReservationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: StaffReservationStatus }) =>
      setReservationStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReservationsKey }),
  });
}
