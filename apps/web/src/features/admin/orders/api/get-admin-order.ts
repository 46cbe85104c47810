import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/orders/{id}: one order as the board shows it, for its kitchen ticket. */
export const getAdminOrder = (id: string): Promise<AdminOrder> =>
  api(`/admin/orders/${encodeURIComponent(id)}`);

export function useAdminOrder(id: string) {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'orders', 'one', id], queryFn: () => getAdminOrder(id) }),
  );
}
