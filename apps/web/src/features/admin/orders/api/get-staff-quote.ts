import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderQuote, StaffOrderQuoteRequest } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/admin/orders/quote: what the order being taken will charge, priced by the server. */
export const getStaffQuote = (body: StaffOrderQuoteRequest): Promise<OrderQuote> =>
  api('/admin/orders/quote', { method: 'POST', body });

/** The quote of `body`, none while there is no dish; the last one stays shown while the next is asked. */
export function useStaffQuote(body: StaffOrderQuoteRequest | null) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'quote', body],
      queryFn: () => getStaffQuote(body!),
      enabled: body !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
