import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: for what changes with the clock alone (a countdown, a due order). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
