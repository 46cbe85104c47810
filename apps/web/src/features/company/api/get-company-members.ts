import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyMembers } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/company/members (holder): the colleagues and the invitations still open. */
export const getCompanyMembers = (): Promise<CompanyMembers> => api('/company/members');

export const companyMembersKey = ['company', 'members'] as const;

export function useCompanyMembers() {
  return useQuery(queryOptions({ queryKey: companyMembersKey, queryFn: getCompanyMembers }));
}
