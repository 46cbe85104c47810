// Imported by the Workbox worker (sw.js, pwa-config.ts): what Workbox's generated code does not do.
// Plain JavaScript, served as is under a name with its hash (pwa-config.ts, SW_EXTRA): a new content is a new name,
// so a new sw.js, which the browser's update check always reads.

// The menu kept for offline visits, fetched by the worker itself (decision 0044). Server-rendered pages carry
// their menu in the HTML and never ask /api/menu through the worker, so it keeps it after each visit of a page
// that shows the catalogue. Its own request carries no session: the kept copy is the same for every account.
const CATALOGUE_CACHE = 'catalogue';
const MENU_URL = '/api/menu';
const REFRESH_EVERY_MS = 30_000;
let lastRefresh = 0;

function keepMenu() {
  lastRefresh = Date.now();
  return fetch(MENU_URL, { credentials: 'omit', headers: { Accept: 'application/json' } })
    .then((res) =>
      res.status === 200 ? caches.open(CATALOGUE_CACHE).then((c) => c.put(MENU_URL, res)) : undefined,
    )
    .catch(() => undefined);
}

const showsCatalogue = (path) =>
  path === '/' || path === '/menu' || path.startsWith('/menu/') || path === '/cart';

self.addEventListener('activate', (event) => event.waitUntil(keepMenu()));

// Workbox's precache (its default name): the app shell of this worker's own build.
const PRECACHE = `workbox-precache-v2-${self.registration.scope}`;

/** The precached index.html, whatever its revision, or undefined. */
function appShell() {
  return caches
    .open(PRECACHE)
    .then((cache) => cache.match(new URL('index.html', self.registration.scope).href, { ignoreSearch: true }))
    .catch(() => undefined);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !showsCatalogue(url.pathname)) return;
  if (Date.now() - lastRefresh > REFRESH_EVERY_MS) event.waitUntil(keepMenu());
  // The catalogue pages on a phone that has them: the app shell of this build, which draws the page from the
  // menu asked fresh (NetworkFirst, pwa-config.ts) and the scripts the worker keeps, instead of the server's
  // render (about 17 KB a page, paid again on every visit over mobile data). The first visit, without
  // the worker, still gets the server's page; other pages keep Workbox's routes.
  event.respondWith(appShell().then((shell) => shell || fetch(request)));
});

// Web Push (decision 0045): the server's notices, shown even when no page of the site is open.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data.json();
  } catch {
    notice = {
      title: 'Chez Mama Lomé',
      body: 'Vous avez une nouvelle notification.',
      url: '/',
      tag: 'notice',
    };
  }
  const urgent = notice.urgent === true;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      lang: 'fr',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // Staff news rings again for each order and stays until someone looks.
      renotify: urgent,
      requireInteraction: urgent,
      vibrate: urgent ? [400, 150, 400, 150, 400] : [200],
    }),
  );
});

// A tap opens the page the notice names (an order's tracking page, the board), in a tab already open if any.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target.href);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    }),
  );
});
