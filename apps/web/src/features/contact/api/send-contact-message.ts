import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/contact; the same key on a resend returns the stored message instead of storing it twice. */
export function sendContactMessage({
  body,
  idempotencyKey,
}: {
  body: ContactRequest;
  idempotencyKey: string;
}): Promise<ContactResponse> {
  return api<ContactResponse>('/contact', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
