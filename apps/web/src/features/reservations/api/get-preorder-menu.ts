import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuSchema, type Menu } from '@lome/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/menu with the server's dish fields kept: the pre-reservation cards need `preparation_time` and
 * `requires_advance_notice`, which the menu feature's front-end shape leaves out.
 */
export async function getPreorderMenu(): Promise<Menu> {
  return menuSchema.parse(await api<unknown>('/menu'));
}

export function usePreorderMenu() {
  return useQuery(queryOptions({ queryKey: ['menu', 'preorder'], queryFn: getPreorderMenu }));
}
