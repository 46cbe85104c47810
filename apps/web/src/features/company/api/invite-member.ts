import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyInvite, CompanyInvitation } from '@lome/shared';
import { api } from '@/lib/api-client';
import { companyMembersKey } from './get-company-members';

/** POST /api/company/members: e-mails a colleague the link that joins the company. */
export const inviteMember = (
  body: CompanyInvite,
): Promise<{ message: string; invitation: CompanyInvitation }> =>
  api('/company/members', { method: 'POST', body });

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyMembersKey }),
  });
}
