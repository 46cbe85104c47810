import type { MeResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useResource } from '@/lib/resource';
import { storageKeys } from '@/lib/storage';
import { authActions, useAuth } from '../hooks/use-auth';

export const getMe = (): Promise<MeResponse> => api<MeResponse>('/me');

/**
 * Keyed by token so a session started in another tab never reuses the previous account's answer. Read on every
 * page (the session check), so without TanStack Query (decision 0033); `invalidateQueries(['auth', 'me'])`
 * reaches it through the query client.
 */
export const meResource = (token: string | null) => ({
  key: `auth/me/${token}`,
  fetch: async () => {
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
  return useResource(meResource(token));
}
