import { useState } from 'react';
import type { NewsletterInput, NewsletterResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/newsletter: subscribing twice with the same address is harmless (the server keeps one). */
export function subscribeNewsletter(body: NewsletterInput): Promise<NewsletterResponse> {
  return api<NewsletterResponse>('/newsletter', { method: 'POST', body });
}

type Subscription =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; data: NewsletterResponse }
  | { status: 'error'; error: Error };

/**
 * The sign-up's request state. Plain React state rather than TanStack's `useMutation`: the form is on the home
 * page, and `useMutation` would add its own chunk to the first page's JavaScript (docs/decisions/0004).
 */
export function useSubscribeNewsletter() {
  const [state, setState] = useState<Subscription>({ status: 'idle' });
  return {
    state,
    reset: () => setState({ status: 'idle' }),
    mutate(body: NewsletterInput, options: { onSuccess?: () => void } = {}) {
      setState({ status: 'pending' });
      subscribeNewsletter(body).then(
        (data) => {
          setState({ status: 'success', data });
          options.onSuccess?.();
        },
        (error: unknown) =>
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    },
  };
}
