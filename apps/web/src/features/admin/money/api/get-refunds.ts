import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefund, RefundStatus } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/refunds: the refunds still owed (pending), or those already paid back (settled). */
export const getRefunds = (status: RefundStatus): Promise<{ refunds: AdminRefund[] }> =>
  api(`/admin/refunds?status=${status}`);

export const refundsKey = ['admin', 'refunds'] as const;

export function useRefunds(status: RefundStatus) {
  return useQuery(queryOptions({ queryKey: [...refundsKey, status], queryFn: () => getRefunds(status) }));
}
