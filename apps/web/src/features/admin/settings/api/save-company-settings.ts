import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '@lome/shared';
import { api } from '@/lib/api-client';
import { companySettingsKey } from './get-company-settings';

/** PUT /api/admin/company-settings: every text at once; invoices issued from now on carry them. */
export const saveCompanySettings = (settings: CompanySettings): Promise<CompanySettings> =>
  api('/admin/company-settings', { method: 'PUT', body: settings });

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: (saved) => queryClient.setQueryData(companySettingsKey, saved),
  });
}
