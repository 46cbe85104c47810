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
