import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/admin/users: accounts, newest first, found by name, e-mail or phone (admins). */
export const getAdminUsers = (q: string): Promise<{ users: AdminUser[] }> => {
  const query = new URLSearchParams({ limit: '50' });
  if (q) query.set('q', q);
  return api(`/admin/users?${query.toString()}`);
};

export const adminUsersKey = ['admin', 'users'] as const;

export function useAdminUsers(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminUsersKey, q],
      queryFn: () => getAdminUsers(q),
      placeholderData: keepPreviousData,
    }),
  );
}
