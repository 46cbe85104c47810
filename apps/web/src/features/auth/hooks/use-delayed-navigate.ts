import { useEffect, useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** Navigates after a delay (the spec's success redirects); leaving the page first cancels it. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ to: string; delay: number; options?: NavigateOptions } | null>(
    null,
  );

  useEffect(() => {
    if (!pending) return;
    const id = window.setTimeout(() => navigate(pending.to, pending.options), pending.delay);
    return () => window.clearTimeout(id);
  }, [pending, navigate]);

  return (to: string, delay: number, options?: NavigateOptions) => setPending({ to, delay, options });
}
