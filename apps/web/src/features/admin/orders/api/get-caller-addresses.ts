import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddressList } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/orders/customers/{id}/addresses: the addresses a caller saved on the site. */
export const getCallerAddresses = (customerId: string): Promise<SavedAddressList> =>
  api(`/admin/orders/customers/${encodeURIComponent(customerId)}/addresses`);

export function useCallerAddresses(customerId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'customers', customerId, 'addresses'],
      queryFn: () => getCallerAddresses(customerId!),
      enabled: customerId !== undefined,
    }),
  );
}
