/** The query parameter that carries the page to come back to, through the login and a forgotten password. */
export const RETURN_PARAM = 'retour';

/** A path of this site, never another's: a crafted state or link cannot send anyone elsewhere. */
const sitePath = (path: unknown): string | undefined =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined;

/**
 * Where to go after signing in: the page that sent the visitor here (navigation state `from`, e.g. the cart's
 * login dialog, else the `retour` parameter of the address, which survives a new tab or a detour through a
 * forgotten password), else `fallback`. Only same-site paths.
 */
export function redirectTarget(state: unknown, fallback = '/', search = ''): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  const fromState =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string'
        ? `${(from as { pathname: string }).pathname}${(from as { search?: string }).search ?? ''}`
        : undefined;
  return sitePath(fromState) ?? sitePath(new URLSearchParams(search).get(RETURN_PARAM)) ?? fallback;
}

/** `to` carrying the page to come back to after logging in; `to` alone without one. */
export const withReturn = (to: string, back: string | null | undefined): string =>
  back ? `${to}?${RETURN_PARAM}=${encodeURIComponent(back)}` : to;
