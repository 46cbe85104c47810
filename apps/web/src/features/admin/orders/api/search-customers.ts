import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffCustomer } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/orders/customers?q=: the caller, by phone number (8 digits or +228...) or e-mail. */
export const searchCustomers = (q: string): Promise<{ customers: StaffCustomer[] }> =>
  api(`/admin/orders/customers?q=${encodeURIComponent(q)}`);

export function useCustomerSearch(q: string) {
  const query = q.trim();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'customers', query],
      queryFn: () => searchCustomers(query),
      // A number is searched once complete, an e-mail once it has its '@'.
      enabled: /^\+?[\d\s]{8,}$/.test(query) || query.includes('@'),
    }),
  );
}
