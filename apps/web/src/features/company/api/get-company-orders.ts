import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOrders } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/company/orders: every colleague's orders for the holder, with who placed each. */
export const getCompanyOrders = (): Promise<CompanyOrders> => api('/company/orders');

export const companyOrdersKey = ['company', 'orders'] as const;

export function useCompanyOrders() {
  return useQuery(queryOptions({ queryKey: companyOrdersKey, queryFn: getCompanyOrders }));
}
