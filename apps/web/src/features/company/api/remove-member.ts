import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyMembersKey } from './get-company-members';
import { companyOrdersKey } from './get-company-orders';

/** DELETE /api/company/members/{id}: the colleague no longer orders for the company. */
export const removeMember = (id: string): Promise<{ message: string }> =>
  api(`/company/members/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyMembersKey }),
        queryClient.invalidateQueries({ queryKey: companyOrdersKey }),
      ]),
  });
}
