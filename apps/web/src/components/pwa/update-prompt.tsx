/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react';

const HOUR = 60 * 60 * 1000;

/**
 * The page that the first install takes control of was loaded without the worker, which therefore never saw its
 * pictures and scripts: once it controls the page, it is asked to fetch them and keep them for the next visit
 * offline (from the browser's HTTP cache, where they already are: no new download). The worker may have taken
 * control before this chunk loaded (a customer moving on within a few seconds), so a page loaded without it counts,
 * not the moment of the change. The worker keeps the menu itself (sw/sw-extra.js, decision 0044).
 * One message with the list (Workbox's CACHE_URLS: each address through its own route and cache), not a request of
 * the page's own per file: thirty of those in one go were a 130 ms task of a cheap phone's main thread (0068).
 */
function keepWhatThisPageLoaded() {
  const sw = navigator.serviceWorker;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.workerStart > 0) return;
  const keep = () => {
    const urls = new Set<string>();
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name, location.href);
      if (url.origin === location.origin && /^\/(uploads|images|assets)\//.test(url.pathname))
        urls.add(url.href);
    }
    sw.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...urls].slice(0, 150) } });
  };
  if (sw.controller) keep();
  else sw.addEventListener('controllerchange', keep, { once: true });
}

/** Lets the waiting worker take over, then reloads the page on the new version's code. */
function update(skipWaiting: () => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void skipWaiting();
}

/**
 * Registers the service worker and says when a new version is ready: the new code runs only once the
 * customer taps "Mettre à jour" (the page then reloads), instead of an old version being served for ever.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The reload is ours (update, above): workbox-window reloads only a page that had a worker when it opened.
    onNeedReload: () => undefined,
    onRegisteredSW(_url, registration) {
      keepWhatThisPageLoaded();
      if (!registration) return;
      // A tab left open for days (a phone's browser) still hears of a new version.
      window.setInterval(() => {
        if (navigator.onLine && document.visibilityState === 'visible') void registration.update();
      }, HOUR);
    },
  });

  if (!needRefresh) return null;
  return (
    <div
      className="toast show position-fixed bottom-0 start-50 translate-middle-x mb-3 pwa-update"
      role="status"
      aria-live="polite"
    >
      <div className="toast-body d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto fw-semibold">Nouvelle version disponible</span>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => update(updateServiceWorker)}>
          Mettre à jour
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setNeedRefresh(false)}
        >
          Plus tard
        </button>
      </div>
    </div>
  );
}
