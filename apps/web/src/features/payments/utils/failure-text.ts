import { messages } from '@lome/shared';
import { ApiError } from '@/lib/api-client';

/**
 * The French text to show for a failed call: the server's own message when it gave one (it says what to fix,
 * e.g. an address outside the delivery zone), else the screen's fallback from the spec's error catalogue.
 */
export function failureText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message &&
    error.message !== messages.unknownError
  ) {
    return error.message;
  }
  return fallback;
}

/** A key made once per attempt, so a retried POST returns what the first one created (Idempotency-Key). */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; a phone on the restaurant's LAN over plain http has only getRandomValues.
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
