import { messages } from '@lome/shared';
import { env } from '@/config/env';
import { storageKeys } from './storage';

/** An API failure with the French message to show and the field errors when the server gave some. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** P11.8: errors map flattened and joined with ', ', else message, else error, else the unknown-error text. */
export function errorMessage(body: unknown, fallback: string = messages.unknownError): string {
  if (body && typeof body === 'object') {
    const b = body as { errors?: Record<string, string[] | string>; message?: string; error?: string };
    if (b.errors && typeof b.errors === 'object') {
      const all = Object.values(b.errors).flatMap((v) => (Array.isArray(v) ? v : [v]));
      if (all.length > 0) return all.join(', ');
    }
    if (b.message) return b.message;
    if (b.error) return b.error;
  }
  return fallback;
}

type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown };

/** How requests leave: fetch in the browser; the server's render answers them in-process (entry-server.tsx). */
export const apiTransport = { fetch: (url: string, init: RequestInit) => fetch(url, init) };

const stored = (storage: 'localStorage' | 'sessionStorage', key: string) =>
  typeof window === 'undefined' ? null : window[storage].getItem(key);

/** fetch for /api: bearer token and referral header when stored, JSON unless the body is form data. */
export async function api<T>(path: string, { body, headers, ...init }: RequestOptions = {}): Promise<T> {
  const h = new Headers(headers);
  const token = stored('localStorage', storageKeys.token);
  if (token) h.set('Authorization', `Bearer ${token}`);
  const referral =
    stored('localStorage', storageKeys.referralCode) ?? stored('sessionStorage', storageKeys.referralCode);
  if (referral) h.set('X-Referral-Code', referral);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    h.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  h.set('Accept', 'application/json');
  let res: Response;
  try {
    res = await apiTransport.fetch(`${env.VITE_API_URL}${path}`, { ...init, headers: h, body: payload });
  } catch {
    throw new ApiError(0, 'Erreur de réseau');
  }
  const data: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const b = data as { code?: string; errors?: Record<string, string[]> } | undefined;
    // Only a rejected token ends the session; wrong credentials on /login (INVALID_CREDENTIALS) must not.
    if (res.status === 401 && token && b?.code === 'UNAUTHENTICATED') {
      window.dispatchEvent(new Event('auth:unauthorized'));
    }
    throw new ApiError(res.status, errorMessage(data), b?.code, b?.errors);
  }
  return data as T;
}
