import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings: delivery and referral figures as they apply now (admins). */
export const getAdminSettings = (): Promise<AdminSettings> => api('/admin/settings');

export const adminSettingsKey = ['admin', 'settings'] as const;

/** `enabled` false for staff: the API refuses them the settings. */
export function useAdminSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(queryOptions({ queryKey: adminSettingsKey, queryFn: getAdminSettings, enabled }));
}
