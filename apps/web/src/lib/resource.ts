import { useEffect, useSyncExternalStore } from 'react';

/**
 * The first page's reads (catalogue, session, hearts, rating) without TanStack Query: that library is ~10 KB gzip
 * of the home page's JavaScript, which has a 110 KB budget (decision 0033). A keyed cache of answers with the few
 * behaviours those reads used: one request per key at a time, a fresh answer kept `staleTime`, one retry, a
 * refetch, and prefilled entries (the server's render hands its answers to the browser, decision 0032).
 * Other pages keep TanStack Query; `lib/query-client.ts` passes its invalidations and clears on to this cache.
 */

type Entry = {
  status: 'pending' | 'success' | 'error';
  data?: unknown;
  error?: unknown;
  /** When the data arrived (ms); 0 = stale, to be fetched again by its next reader. */
  at: number;
};

export type ResourceQuery<T> = {
  key: string;
  fetch: () => Promise<T>;
  /** How long an answer is used without asking again (ms); 60 s like the query client's default. */
  staleTime?: number;
  enabled?: boolean;
  /** One more try after a second (default), as a phone's first request on a waking radio often fails. */
  retry?: boolean;
};

export type ResourceResult<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<unknown>;
};

const DEFAULT_STALE_MS = 60_000;
const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<() => void>>();
/** On the server: the queries a render asked for, fetched before the render that is sent (entry-server.tsx). */
let serverRequests: Map<string, () => Promise<unknown>> | null = null;

const clearHooks = new Set<() => void>();
const emit = (key: string) => listeners.get(key)?.forEach((l) => l());
const put = (key: string, entry: Entry) => {
  entries.set(key, entry);
  emit(key);
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function load<T>(query: ResourceQuery<T>): Promise<unknown> {
  const running = inFlight.get(query.key);
  if (running) return running;
  const { key } = query;
  const previous = entries.get(key);
  if (!previous) put(key, { status: 'pending', at: 0 });
  const attempt = () =>
    query.retry === false ? query.fetch() : query.fetch().catch(() => wait(1000).then(query.fetch));
  const request = attempt()
    .then(
      (data) => put(key, { status: 'success', data, at: Date.now() }),
      // A failed refresh keeps the answer already shown; a first failure is an error to show.
      (error: unknown) =>
        put(
          key,
          previous?.status === 'success'
            ? { ...previous, at: Date.now() }
            : { status: 'error', error, at: Date.now() },
        ),
    )
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

export const resources = {
  /** The answer under `key`, if any. */
  get<T>(key: string): T | undefined {
    return entries.get(key)?.data as T | undefined;
  },
  /** Sets an answer (an optimistic change, or the server's render handing its data over). */
  set(key: string, data: unknown, at = Date.now()) {
    put(key, { status: 'success', data, at });
  },
  /** The answer under the query's key, fetched if missing or stale. */
  async ensure<T>(query: ResourceQuery<T>): Promise<T> {
    const entry = entries.get(query.key);
    if (!(entry?.status === 'success' && Date.now() - entry.at < (query.staleTime ?? DEFAULT_STALE_MS))) {
      await load(query);
    }
    const now = entries.get(query.key);
    if (now?.status === 'error') throw now.error;
    return now?.data as T;
  },
  /** Marks the answers whose key starts with `prefix` stale; those on screen are fetched again by their readers. */
  invalidate(prefix = '') {
    for (const [key, entry] of entries) {
      if (!key.startsWith(prefix)) continue;
      entries.set(key, { ...entry, at: 0 });
      emit(key);
    }
  },
  /**
   * Forgets what no screen shows and refreshes the rest (a login or logout: another person's answers go), and
   * has the query client, when loaded, clear its own.
   */
  clear() {
    for (const key of [...entries.keys()]) if (!listeners.get(key)?.size) entries.delete(key);
    resources.invalidate();
    clearHooks.forEach((hook) => hook());
  },
  onClear(hook: () => void) {
    clearHooks.add(hook);
  },
  /** Server rendering: records what the render asks for instead of fetching; `take` returns and stops it. */
  recordRequests() {
    serverRequests = new Map();
  },
  takeRequests(): Map<string, () => Promise<unknown>> {
    const taken = serverRequests ?? new Map<string, () => Promise<unknown>>();
    serverRequests = null;
    return taken;
  },
  /** Every answer held, for the server to hand to the browser; and back in the browser, before hydrating. */
  snapshot(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of entries) if (entry.status === 'success') out[key] = entry.data;
    return out;
  },
  reset() {
    entries.clear();
  },
};

/** One read's state, re-rendered when its answer changes; fetched on mount when missing or stale. */
export function useResource<T>(query: ResourceQuery<T>): ResourceResult<T> {
  const { key, enabled = true } = query;
  const entry = useSyncExternalStore(
    (listener) => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    () => entries.get(key),
    // The server's answers were set before hydrating, so the first render matches the HTML.
    () => entries.get(key),
  );
  if (serverRequests && enabled && !entry) serverRequests.set(key, query.fetch);
  const staleTime = query.staleTime ?? DEFAULT_STALE_MS;
  const stale = !entry || (entry.status !== 'pending' && Date.now() - entry.at >= staleTime);
  useEffect(() => {
    if (enabled && stale) void load(query);
    // The query object is rebuilt on every render; its key says which read it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, stale]);
  const status = enabled ? (entry?.status ?? 'pending') : 'pending';
  return {
    data: enabled ? (entry?.data as T | undefined) : undefined,
    error: entry?.error,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
    refetch: () => load(query),
  };
}
