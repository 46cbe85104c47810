import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefund } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/refunds: the refunds still owed (pending), or those already paid back (settled). */
export const getRefunds = (status: 'pending' | 'settled'): Promise<{ refunds: AdminRefund[] }> =>
  api(`/admin/refunds?status=${status}`);

export const refundsKey = ['admin', 'refunds'] as const;

export function useRefunds(status: 'pending' | 'settled') {
  return useQuery(queryOptions({ queryKey: [...refundsKey, status], queryFn: () => getRefunds(status) }));
}
