import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyInvitationInfo } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/company/invitations/{token}: the company and the address an invitation link is for. */
export const getInvitation = (token: string): Promise<CompanyInvitationInfo> =>
  api(`/company/invitations/${encodeURIComponent(token)}`);

export function useInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['company', 'invitation', token],
      queryFn: () => getInvitation(token),
      enabled: token !== '',
      retry: false,
    }),
  );
}
