import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOptionGroup } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/option-groups: every group of choices, with its choices and the dishes carrying it (admins). */
export const getOptionGroups = (): Promise<{ groups: AdminOptionGroup[] }> => api('/admin/option-groups');

export const optionGroupsKey = ['admin', 'option-groups'] as const;

export function useOptionGroups() {
  return useQuery(queryOptions({ queryKey: optionGroupsKey, queryFn: getOptionGroups, staleTime: 0 }));
}
