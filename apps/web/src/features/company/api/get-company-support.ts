import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySupport } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';

/** GET /api/company/support: the direct line; null for an account that is not a company's (403). */
export const getCompanySupport = (): Promise<CompanySupport | null> =>
  api<CompanySupport>('/company/support').catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  });

export const companySupportKey = ['company', 'support'] as const;

/** Asked only for an account that belongs to a company: any other would be refused, a 403 in its console. */
export function useCompanySupport(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: companySupportKey,
      queryFn: getCompanySupport,
      staleTime: 10 * 60_000,
      enabled,
    }),
  );
}
