import { readJson, storageKeys, writeJson } from './storage';

// The last list of orders or reservations this account loaded on this phone, shown with its time when the
// network is gone (decision 0044). Kept by the page, never by the service worker: a private answer
// stays out of the worker's caches, which every account on the phone shares. Cleared with the session.
const PREFIX = 'last_known:';

type Kept<T> = { user: string; at: number; data: T };

const currentUser = () => readJson<{ id?: string } | null>(storageKeys.user, null)?.id;

/** What `name` last held for the signed-in account, with when it was loaded (ms). */
export function readLastKnown<T>(name: string): { data: T; at: number } | undefined {
  const user = currentUser();
  const kept = readJson<Kept<T> | null>(PREFIX + name, null);
  return user && kept?.user === user ? kept : undefined;
}

/** Keeps a fresh answer; returns it, to sit in a query function's chain. */
export function keepLastKnown<T>(name: string, data: T): T {
  const user = currentUser();
  try {
    if (user) writeJson(PREFIX + name, { user, at: Date.now(), data } satisfies Kept<T>);
  } catch {
    // A full storage only costs the offline copy.
  }
  return data;
}

/** Forgets every kept list (logout, another account logging in). */
export function forgetLastKnown(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}
