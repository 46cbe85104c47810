import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput, NewsletterResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/newsletter: subscribing twice with the same address is harmless (the server keeps one). */
export function subscribeNewsletter(body: NewsletterInput): Promise<NewsletterResponse> {
  return api<NewsletterResponse>('/newsletter', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
