import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';

/** POST /api/admin/users/{id}/active: deactivate (sessions end, no more login) or reactivate an account. */
export const setUserActive = (id: string, active: boolean): Promise<AdminUser> =>
  api(`/admin/users/${encodeURIComponent(id)}/active`, { method: 'POST', body: { active } });

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setUserActive(id, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
