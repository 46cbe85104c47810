import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder, OrderStatus } from '@lome/shared';
import { api } from '@/lib/api-client';

export type BoardFilter = { status?: OrderStatus; day?: string };

/** GET /api/admin/orders: the board's orders, newest first, by status and day (staff, admin). */
export const getAdminOrders = (filter: BoardFilter): Promise<{ orders: AdminOrder[] }> => {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.day) query.set('day', filter.day);
  const qs = query.toString();
  return api(`/admin/orders${qs ? `?${qs}` : ''}`);
};

export const adminOrdersKey = ['admin', 'orders'] as const;

export function useAdminOrders(filter: BoardFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...adminOrdersKey, filter],
      queryFn: () => getAdminOrders(filter),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** The orders waiting for someone: paid (confirmed), not yet taken into preparation. They ring. */
export function useWaitingOrders() {
  return useQuery(
    queryOptions({
      queryKey: [...adminOrdersKey, { status: 'confirmed' }],
      queryFn: () => getAdminOrders({ status: 'confirmed' }),
      staleTime: 0,
    }),
  );
}
