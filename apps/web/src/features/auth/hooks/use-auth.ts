import { useSyncExternalStore } from 'react';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

/** The signed-in user as kept in localStorage (spec §3 User); the server is the authority. */
export type StoredUser = {
  id: string;
  name?: string;
  firstname: string;
  lastname?: string | null;
  email: string;
  user_status: 'particular' | 'company' | 'apporteur' | 'sponsor';
  role?: 'customer' | 'staff' | 'admin';
  picture_user?: string | null;
  [key: string]: unknown;
};

type AuthState = { token: string | null; user: StoredUser | null; isAuthenticated: boolean };

function read(): AuthState {
  const token = localStorage.getItem(storageKeys.token);
  const user = readJson<StoredUser | null>(storageKeys.user, null);
  // D9: logged in when a token is stored; /me confirms it and a 401 clears it.
  return { token, user, isAuthenticated: !!token };
}

let state = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function refresh() {
  state = read();
  emit();
}

// Another tab logging in or out changes localStorage; re-read it (spec §2 navbar).
window.addEventListener('storage', (e) => {
  if (e.key === storageKeys.token || e.key === storageKeys.user || e.key === null) refresh();
});
// The API client signals a 401; the session is over.
window.addEventListener('auth:unauthorized', () => authActions.logout());

export const authActions = {
  login(token: string, user: StoredUser) {
    localStorage.setItem(storageKeys.token, token);
    writeJson(storageKeys.user, user);
    refresh();
  },
  setUser(user: StoredUser) {
    writeJson(storageKeys.user, user);
    refresh();
  },
  logout() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
    refresh();
  },
};

/** user, token, isAuthenticated and the login/logout actions (spec §3 auth state). */
export function useAuth() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
  return { ...current, ...authActions };
}
