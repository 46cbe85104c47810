import { useEffect, useState } from 'react';

/** A value that clears itself `ms` after it is set: a success notice that goes away on its own. */
export function useFlash<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);

  useEffect(() => {
    if (value === null) return;
    const id = window.setTimeout(() => setValue(null), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);

  return [value, setValue] as const;
}
