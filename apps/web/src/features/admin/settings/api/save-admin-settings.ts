import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminSettingsKey } from './get-admin-settings';

/** PUT /api/admin/settings: every figure at once; they apply from the next order or payout. */
export const saveAdminSettings = (settings: AdminSettings): Promise<AdminSettings> =>
  api('/admin/settings', { method: 'PUT', body: settings });

export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsKey, saved),
  });
}
