import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AssignableRole } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';

/** POST /api/admin/users/{id}/role: make staff, or back to customer. */
export const setUserRole = (id: string, role: AssignableRole): Promise<AdminUser> =>
  api(`/admin/users/${encodeURIComponent(id)}/role`, { method: 'POST', body: { role } });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AssignableRole }) => setUserRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
