import { env } from '@/config/env';
import { ApiError, errorMessage } from './api-client';
import { storageKeys } from './storage';

/**
 * Downloads a file the API sends as an attachment (a CSV export) and saves it under the name the server gave.
 * A plain link cannot carry the bearer token, so it is fetched here and saved from a Blob.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = localStorage.getItem(storageKeys.token);
  let res: Response;
  try {
    res = await fetch(`${env.VITE_API_URL}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'Erreur de réseau');
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    if (res.status === 401 && token) window.dispatchEvent(new Event('auth:unauthorized'));
    throw new ApiError(res.status, errorMessage(body));
  }
  // The bytes as sent: the BOM that makes Excel read UTF-8 stays (Response.text() would drop it).
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
