import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyMembersKey } from './get-company-members';

/** DELETE /api/company/invitations/{id}: the holder takes back an invitation not yet accepted. */
export const revokeInvitation = (id: string): Promise<{ message: string }> =>
  api(`/company/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyMembersKey }),
  });
}
