import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMenu } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/menu: every category and dish, hidden ones too, in the menu's order (admins). */
export const getAdminMenu = (): Promise<AdminMenu> => api('/admin/menu');

export const adminMenuKey = ['admin', 'menu'] as const;

export function useAdminMenu() {
  return useQuery(queryOptions({ queryKey: adminMenuKey, queryFn: getAdminMenu, staleTime: 0 }));
}
