import { AsyncLocalStorage } from 'node:async_hooks';

type Scope = { open: boolean; values: Map<symbol, unknown> };

const storage = new AsyncLocalStorage<Scope>();

/** Runs `next` (the rest of a request's handling) with a scope of its own; `close` ends it once answered. */
export function openScope(next: () => void): { close: () => void } {
  const scope: Scope = { open: true, values: new Map() };
  storage.run(scope, next);
  return {
    close() {
      scope.open = false;
      scope.values.clear();
    },
  };
}

/**
 * A value kept for the rest of the request being answered, under `key`. Outside a request (the jobs) or once its
 * answer has gone, nothing is kept: work a request started and that outlives it never reads what it kept.
 */
export function requestMemo<T>(key: symbol) {
  const open = () => {
    const scope = storage.getStore();
    return scope?.open ? scope : undefined;
  };
  return {
    get: (): T | undefined => open()?.values.get(key) as T | undefined,
    set: (value: T): void => void open()?.values.set(key, value),
    forget: (): void => void storage.getStore()?.values.delete(key),
  };
}
