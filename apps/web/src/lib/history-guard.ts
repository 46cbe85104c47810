/**
 * The one popstate listener that runs before the router's (imported by main.tsx, ahead of BrowserRouter, since
 * listeners on window run in the order they were added). A screen that must not be left by the back button sets
 * `intercept` (lib/use-back-guard.ts); when it returns true the router never hears of that history move.
 */
export const historyGuard: { intercept: ((event: PopStateEvent) => boolean) | null } = { intercept: null };

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (historyGuard.intercept?.(event)) event.stopImmediatePropagation();
  });
}
