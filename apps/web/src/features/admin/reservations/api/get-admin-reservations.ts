import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReservationList } from '@lome/shared';
import { api } from '@/lib/api-client';

export type ReservationRange = { from?: string; days: number };

/** GET /api/admin/reservations: `days` days from `from` (today by default), with what is left to prepare. */
export const getAdminReservations = ({ from, days }: ReservationRange): Promise<AdminReservationList> => {
  const query = new URLSearchParams({ days: String(days) });
  if (from) query.set('from', from);
  return api(`/admin/reservations?${query.toString()}`);
};

export const adminReservationsKey = ['admin', 'reservations'] as const;

export function useAdminReservations(range: ReservationRange) {
  return useQuery(
    queryOptions({
      queryKey: [...adminReservationsKey, range],
      queryFn: () => getAdminReservations(range),
      placeholderData: keepPreviousData,
      // Customers book and pay while the counter watches: read again every minute and on focus.
      refetchInterval: 60_000,
    }),
  );
}
