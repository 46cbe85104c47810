import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationCashCollection } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminReservationsKey } from './get-admin-reservations';

/** POST /api/admin/reservations/{id}/cash: "Espèces encaissées" at pickup, once; the reservation is paid from then. */
export const collectReservationCash = (id: string, amount: number): Promise<ReservationCashCollection> =>
  api(`/admin/reservations/${encodeURIComponent(id)}/cash`, { method: 'POST', body: { amount } });

export function useCollectReservationCash(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => collectReservationCash(id, amount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReservationsKey }),
  });
}
