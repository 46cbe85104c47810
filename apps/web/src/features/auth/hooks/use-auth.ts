import { useSyncExternalStore } from 'react';
import type { User } from '@lome/shared';
import { api } from '@/lib/api-client';
import { forgetLastKnown } from '@/lib/last-known';
import { resources } from '@/lib/resource';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

/** The signed-in user as kept in localStorage (P12.4 User); the server is the authority, /me refreshes it. */
export type StoredUser = Partial<User> & Pick<User, 'id' | 'firstname' | 'email' | 'user_status'>;

type AuthState = { token: string | null; user: StoredUser | null; isAuthenticated: boolean };

// Pages are rendered on the server too (decision 0032): there, and while the browser hydrates that HTML, nobody
// is logged in; the account menu fills in right after.
const onServer = typeof window === 'undefined';
const loggedOut: AuthState = { token: null, user: null, isAuthenticated: false };

function read(): AuthState {
  if (onServer) return loggedOut;
  const token = localStorage.getItem(storageKeys.token);
  const user = readJson<StoredUser | null>(storageKeys.user, null);
  // The server's own snapshot when logged out: hydrating a visitor's page then changes nothing.
  if (!token && !user) return loggedOut;
  // P11.3: logged in when a token is stored; /me confirms it and a 401 clears it.
  return { token, user, isAuthenticated: !!token };
}

let state = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function refresh() {
  state = read();
  emit();
}

/**
 * Cached answers (orders, reservations, profile) belong to the account that just left or to the one before
 * the new login; another person may use this phone next, so none of them may be shown again.
 */
const forgetCachedAnswers = () => {
  resources.clear();
  forgetLastKnown();
};

function clearSession() {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  forgetCachedAnswers();
  refresh();
}

// Another tab logging in or out changes localStorage; re-read it (P11.1 navbar).
if (!onServer)
  window.addEventListener('storage', (e) => {
    if (e.key === storageKeys.token || e.key === storageKeys.user || e.key === null) {
      const hadToken = state.token;
      if (hadToken !== localStorage.getItem(storageKeys.token)) forgetCachedAnswers();
      refresh();
    }
  });
// The API client signals a 401: the token is dead, so there is nothing to revoke on the server.
if (!onServer) window.addEventListener('auth:unauthorized', clearSession);

export const authActions = {
  login(token: string, user: StoredUser) {
    localStorage.setItem(storageKeys.token, token);
    writeJson(storageKeys.user, user);
    forgetCachedAnswers();
    refresh();
  },
  setUser(user: StoredUser) {
    writeJson(storageKeys.user, user);
    refresh();
  },
  /** Revokes the token on the server (best effort) and ends the session here at once. */
  logout(): Promise<void> {
    // api() reads the token synchronously, so the request still carries it after the session is cleared.
    const revoked = state.token
      ? api('/logout', { method: 'POST' }).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
    clearSession();
    // The server drops this phone's notifications with the session; the browser forgets its subscription too
    // (written here, not imported from features/push: this file is on the first page).
    void navigator.serviceWorker
      ?.getRegistration()
      .then((r) => r?.pushManager?.getSubscription())
      .then((s) => s?.unsubscribe())
      .catch(() => undefined);
    return revoked;
  },
};

/** user, token, isAuthenticated and the login/logout actions (P11.3). */
export function useAuth() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => loggedOut,
  );
  return { ...current, ...authActions };
}
