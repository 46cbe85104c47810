import { useEffect, useReducer } from 'react';

/**
 * The time now, read at every render (new data is compared with the present, not with the last tick), and a
 * render at least every `everyMs` for what changes with the clock alone (a countdown, an order coming due).
 */
export function useNow(everyMs: number): Date {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const id = window.setInterval(tick, everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return new Date();
}
