import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/company/invitations/accept: the logged-in account joins the company of the link. */
export const acceptInvitation = (token: string): Promise<{ message: string }> =>
  api('/company/invitations/accept', { method: 'POST', body: { token } });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The account now names its company (menu, profile): the session's copy of it is read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['company'] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]),
  });
}
