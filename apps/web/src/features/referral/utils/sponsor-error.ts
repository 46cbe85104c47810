import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';

/** P11.8 fallbacks of the sponsor calls, when the server gave no message of its own. */
export const sponsorFallbacks = {
  link: 'Erreur de génération',
  dashboard: 'Erreur de chargement',
  rewards: 'Erreur de chargement',
} as const;

/**
 * P11.8 'Sponsor calls: server error field, else ...': the failure keeps its status (the dashboard tells a 403
 * from a broken load) but its message is the server's, else the call's own fallback. A network failure has no
 * server message, so it gets the fallback too.
 */
export function sponsorError(error: unknown, fallback: string): ApiError {
  const hasServerMessage = error instanceof ApiError && error.status > 0;
  const message = hasServerMessage ? errorText(error, fallback) : fallback;
  return error instanceof ApiError
    ? new ApiError(error.status, message, error.code, error.errors)
    : new ApiError(0, message);
}

/** Runs a sponsor call, rethrowing its failure with the P11.8 message. */
export async function withSponsorError<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw sponsorError(error, fallback);
  }
}
