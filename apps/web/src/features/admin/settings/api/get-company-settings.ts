import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/company-settings: the invoices' identity and the company direct line (admins). */
export const getCompanySettings = (): Promise<CompanySettings> => api('/admin/company-settings');

export const companySettingsKey = ['admin', 'company-settings'] as const;

export function useCompanySettings() {
  return useQuery(queryOptions({ queryKey: companySettingsKey, queryFn: getCompanySettings }));
}
