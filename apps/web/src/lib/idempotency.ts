/** A new key for the `Idempotency-Key` header: a retried POST carrying it returns what the first one created. */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; a phone on the restaurant's LAN over plain http has only getRandomValues.
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The last create request of a flow (checkout, reservation...): who sent it, what, with which key, and what the
 * flow has noted since (the payment pushed for it, for instance).
 */
type Attempt = { owner: string; request: string; key: string; note?: unknown };

// sessionStorage: the attempt outlives a closed dialog and a reload, and ends with the tab.
const storageKey = (flow: string) => `attempt:${flow}`;

function readAttempt(flow: string): Attempt | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(flow)) ?? 'null') as Partial<Attempt> | null;
    return typeof value?.owner === 'string' &&
      typeof value.request === 'string' &&
      typeof value.key === 'string'
      ? (value as Attempt)
      : null;
  } catch {
    return null;
  }
}

/**
 * The key for `owner` sending `request` in `flow`. The same request again (after closing the dialog, a reload,
 * a lost answer) gets the same key, so the server returns what it already created; a changed request (cart,
 * address, pickup moment) or another account starts a new attempt with a new key.
 */
export function attemptKey(flow: string, owner: string, request: unknown): string {
  const sent = JSON.stringify(request);
  const last = readAttempt(flow);
  if (last && last.owner === owner && last.request === sent) return last.key;
  const attempt: Attempt = { owner, request: sent, key: newIdempotencyKey() };
  sessionStorage.setItem(storageKey(flow), JSON.stringify(attempt));
  return attempt.key;
}

/** The request `owner` last sent in `flow` and has not finished with, to fill the form again when it reopens. */
export function pendingAttempt<T>(flow: string, owner: string): T | null {
  const last = readAttempt(flow);
  if (!last || last.owner !== owner) return null;
  try {
    return JSON.parse(last.request) as T;
  } catch {
    return null;
  }
}

/**
 * Notes what happened to the current attempt of `flow` since it was sent (e.g. the payment pushed to the phone),
 * so a reopened dialog or a reloaded page can take it up again. Dropped with the attempt; no attempt, no note.
 */
export function noteAttempt(flow: string, note: unknown): void {
  const last = readAttempt(flow);
  if (last) sessionStorage.setItem(storageKey(flow), JSON.stringify({ ...last, note }));
}

/** What was noted on the attempt `owner` last sent in `flow`, or null. */
export function attemptNote<T>(flow: string, owner: string): T | null {
  const last = readAttempt(flow);
  return last && last.owner === owner && last.note !== undefined ? (last.note as T) : null;
}

/** Ends the attempt (paid, cancelled, done): the next request of the flow is a new one. */
export function forgetAttempt(flow: string): void {
  sessionStorage.removeItem(storageKey(flow));
}
