import { authMessages } from '@lome/shared';
import { ApiError } from '@/lib/api-client';

/** A rate limit or a network failure says so; any other failure means the code is not valid (P11.8). */
export function referralErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500)) {
    return error.message;
  }
  return authMessages.referralInvalid;
}
