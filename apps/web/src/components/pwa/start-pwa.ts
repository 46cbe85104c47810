/** After the load event, time for the page's own pictures and data before the worker downloads its precache. */
const AFTER_LOAD_MS = 3000;

/**
 * Starts the installable app's parts (offline note, service worker, update prompt) in a chunk of their own, so the
 * first page's JavaScript, paint and network do not wait for them (decision 0034): a few seconds after
 * the page has loaded, or at once when the phone has no connection, where the offline note matters.
 */
export function startPwa() {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import('./pwa-root').then((m) => m.mountPwa());
  };
  if (!navigator.onLine) return start();
  window.addEventListener('offline', start, { once: true });
  const later = () => window.setTimeout(start, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
