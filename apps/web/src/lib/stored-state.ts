import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from './storage';

/**
 * A value kept as JSON under one localStorage key and shared by every component and every tab:
 * `set` saves and notifies, another tab's write (or a storage clear) is re-read through `sanitize`,
 * which turns whatever is stored (missing, corrupt, old shape) into a valid value.
 */
export function createStoredState<T>(key: string, sanitize: (stored: unknown) => T) {
  // Rendered on the server (decision 0032), and while the browser hydrates that HTML, the value is the empty one.
  const onServer = typeof window === 'undefined';
  const empty = sanitize(null);
  // The empty value itself when nothing is stored: the same snapshot as the server's, so hydrating changes nothing.
  const load = () => {
    if (onServer) return empty;
    const loaded = sanitize(readJson<unknown>(key, null));
    return JSON.stringify(loaded) === JSON.stringify(empty) ? empty : loaded;
  };
  let value = load();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  if (!onServer)
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) {
        value = load();
        emit();
      }
    });

  const get = () => value;
  const set = (next: T) => {
    value = next;
    writeJson(key, value);
    emit();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** The current value; re-renders on every change, in this tab or another. */
  const useValue = () => useSyncExternalStore(subscribe, get, () => empty);

  return { get, set, subscribe, useValue };
}
