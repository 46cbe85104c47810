import { messages } from '@lome/shared';
import { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field of a failed zod parse, as the form shows one message under a field. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

/** The first message of each field of a 422 answer, or nothing when the server named no field. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (error instanceof ApiError && error.errors) {
    for (const [field, list] of Object.entries(error.errors)) {
      const first = Array.isArray(list) ? list[0] : list;
      if (first) out[field] = first;
    }
  }
  return out;
}

/** The server's French message when it gave one, else the screen's own fallback (P11.8). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== messages.unknownError)
    return error.message;
  return fallback;
}
