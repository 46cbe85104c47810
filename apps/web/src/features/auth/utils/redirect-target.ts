/**
 * Where to go after signing in: the page that sent the visitor here (navigation state `from`, e.g. the cart's
 * login dialog), else the home page. Only same-site paths, so a crafted state cannot send anyone elsewhere.
 */
export function redirectTarget(state: unknown, fallback = '/'): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string'
        ? `${(from as { pathname: string }).pathname}${(from as { search?: string }).search ?? ''}`
        : undefined;
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
