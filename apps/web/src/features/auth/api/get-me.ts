import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { authActions, useAuth } from '../hooks/use-auth';

export const getMe = (): Promise<MeResponse> => api<MeResponse>('/me');

/** Keyed by token so a session started in another tab never reuses the previous account's answer. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: async () => {
      const { user } = await getMe();
      // The session may have ended while the request was in flight; do not bring its user back.
      if (localStorage.getItem(storageKeys.token) === token) authActions.setUser(user);
      return user;
    },
    enabled: !!token,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The signed-in user as the server sees it now; a 401 ends the session (api-client signals it). */
export function useMe() {
  const { token } = useAuth();
  return useQuery(meQueryOptions(token));
}
