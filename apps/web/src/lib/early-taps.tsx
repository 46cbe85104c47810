import { useEffect } from 'react';

/** What index.html's boot script (apps/web/boot-loader.ts) leaves on the window for the app. */
type BootWindow = Window & { __lomeHydrating?: boolean; __lomeReplay?: () => void };
// Read when called, never at import: the server's render imports this module too.
const boot = () => window as BootWindow;

/** Called just before hydration starts: from then on React itself keeps and replays what is tapped. */
export function markHydrating() {
  boot().__lomeHydrating = true;
}

/**
 * Replays, once, the taps and form sends the boot script kept while the page's code was on its way (decision 0037).
 * Placed inside the page's own Suspense boundary, after the page: its effect runs once the page itself has
 * hydrated, so the replayed tap finds its button's handler (the layout around it hydrates earlier).
 */
export function ReplayEarlyTaps() {
  useEffect(() => boot().__lomeReplay?.(), []);
  return null;
}
