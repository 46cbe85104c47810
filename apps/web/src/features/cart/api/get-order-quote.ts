import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderQuote, OrderQuoteRequest } from '@lome/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders/quote: the cart priced by the server with the account's discounts, before any order
 * (P1.2).
 */
export const getOrderQuote = (body: OrderQuoteRequest): Promise<OrderQuote> =>
  api<OrderQuote>('/orders/quote', { method: 'POST', body });

export const orderQuoteQueryOptions = (body: OrderQuoteRequest) =>
  queryOptions({
    queryKey: ['orders', 'quote', body],
    queryFn: () => getOrderQuote(body),
    // A refused credit stays refused; the summary says why at once.
    retry: false,
    staleTime: 30_000,
    // While a quantity change is re-priced, the last amounts stay instead of flashing away.
    placeholderData: keepPreviousData,
  });

export function useOrderQuote(body: OrderQuoteRequest) {
  return useQuery(orderQuoteQueryOptions(body));
}
