import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

// The installable app and its service worker (decision 0034). The worker is written by Workbox at
// build time; the page registers it lazily (src/components/pwa), so the first page carries none of it.

const BRAND = '#b5451b';

const DAY = 24 * 60 * 60;

/**
 * Push notices and the menu the worker keeps itself (sw/sw-extra.js, decisions 0044 and 0045), imported by the
 * worker under a name with the hash of its content, as Workbox names its runtime: the browser's update check
 * reads imported scripts through its HTTP cache, so a file kept a year under that name is not asked for again on
 * every page (decision 0086). A change of the file changes the name, and so sw.js, which the check always reads.
 */
const swExtraSource = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw', 'sw-extra.js'),
);
export const SW_EXTRA = `sw-extra-${createHash('sha256').update(swExtraSource).digest('hex').slice(0, 8)}.js`;

const swExtra: Plugin = {
  name: 'lome-sw-extra',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: SW_EXTRA, source: swExtraSource });
  },
};

// The Apple icon link: iOS reads no manifest icons for the home screen.
const appleTouchIcon: Plugin = {
  name: 'lome-apple-touch-icon',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  transformIndexHtml: () => [
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      injectTo: 'head',
    },
  ],
};

/** What the worker does with each request it sees; the first match wins, and anything else is left to the
 * network (exported for components/pwa/sw-routes.test.ts). */
export const runtimeCaching: RuntimeCaching[] = [
  {
    // Pages: always from the network while online (they are server-rendered per request); offline, the
    // app shell, which draws the page from the cached catalogue.
    urlPattern: ({ request, url }) =>
      request.mode === 'navigate' &&
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/uploads/'),
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: 'index.html' } },
  },
  {
    // Menu and catalogue: fresh prices online; the last ones known when the network fails or stalls.
    // Only these public GETs: orders, account, payments, admin and event streams never reach a cache.
    // (Workbox copies these matchers into sw.js as source text: they must not use anything from here.)
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/(menu|categories|dishes|specialites|typepublishes|publishes\/content|publications\/[^/]+|ratings\/summary)$/.test(
        url.pathname,
      ),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'catalogue',
      networkTimeoutSeconds: 4,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
    },
  },
  {
    // Hashed build files never change under a name: the chunks of any other page, kept once used.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: {
      cacheName: 'assets',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
    },
  },
  {
    // Dish and article pictures never change under a name (plugins/uploads.ts): kept once seen.
    // (Matched by path, not by request.destination: components/pwa re-fetches them after the first install.)
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/images/')),
    handler: 'CacheFirst',
    options: {
      cacheName: 'pictures',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
    },
  },
];

/**
 * What the service worker downloads in advance: only what the offline pages need (the entry, the pages below
 * with their imports and styles, this folder's status root and workbox-window), not the whole build (about 1.1 MB,
 * a third of that compressed, over a customer's mobile data). Other chunks are kept as pages use them (runtime
 * cache 'assets'). Computed from the bundle, as boot-loader.ts does, so it follows the code.
 */
function offlineShell(modules: string[]) {
  const keep = new Set<string>();
  const plugin: Plugin = {
    name: 'lome-offline-shell',
    apply: 'build',
    // The browser's build only: the server's render (decision 0032) has no pages to keep offline.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const visit = (c: Rollup.OutputChunk) => {
        if (keep.has(c.fileName)) return;
        keep.add(c.fileName);
        // Styles, not the pictures a page imports (home's drawings, the blog's fallback): they are asked for when
        // they come near the screen and kept then (runtime cache 'assets').
        c.viteMetadata?.importedCss.forEach((f) => keep.add(f));
        c.imports.forEach((f) => {
          const next = byFile.get(f);
          if (next) visit(next);
        });
      };
      chunks.filter((c) => c.isEntry).forEach(visit);
      for (const module of modules) {
        // A route's chunk, also when Rollup gave it no facade (a dynamic entry sharing its chunk with the modules
        // it imports lazily itself, as the cart page does with its dialogs).
        const chunk =
          chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
          chunks.find((c) => c.isDynamicEntry && c.moduleIds.some((id) => id.endsWith(module)));
        if (!chunk) throw new Error(`offline-shell: no chunk for ${module}`);
        visit(chunk);
      }
    },
  };
  /**
   * Keeps files outside assets/ (shell, manifest, fallback pictures) and the assets the pages above use. Not the
   * icons, the tab's among them: the browser fetches them itself when it installs the app, shows a notice or opens
   * a page, and they were 15 KB of a first visit's mobile data.
   */
  const precached = (url: string) =>
    (!url.startsWith('assets/') || keep.has(url)) && !url.startsWith('icons/');
  return { plugin, precached };
}

export function pwa() {
  const shell = offlineShell([
    'src/app/routes/home.tsx',
    'src/app/routes/menu.tsx',
    'src/app/routes/dish-details.tsx',
    'src/app/routes/cart.tsx',
    // Not the static pages (about, terms, privacy, sales terms) nor the customer's lists of orders and
    // reservations: each is read offline once it has been read online, with the scripts kept then (runtime cache
    // 'assets', components/pwa/update-prompt.tsx). A visitor does not download them in advance (about 25 KB in
    // all, decision 0053).
    // The query client the dish and cart pages load with them (app/router.tsx's withQuery): the menu and the home
    // page do without it, so an online visit of /menu alone no longer fetches it.
    'src/app/query-provider.tsx',
    'src/components/pwa/pwa-root.tsx',
    'workbox-window.prod.es5.mjs',
  ]);
  return [
    appleTouchIcon,
    swExtra,
    shell.plugin,
    VitePWA({
      // 'prompt': a new worker waits until the customer taps "Mettre à jour", so a page never runs half old,
      // half new code, and stale code never stays for good (components/pwa/update-prompt.tsx).
      registerType: 'prompt',
      // Registered by components/pwa after the page's load event, never by a script in index.html (its CSP
      // allows inline scripts by hash only, and the first page must not wait for it).
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The icons are fetched by the browser when it needs them, never precached (offlineShell).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Chez Mama Lomé',
        short_name: 'Chez Mama',
        description:
          'Chez Mama Lomé : cuisine togolaise et ouest-africaine, livraison à Lomé et paiement FLOOZ ou TMONEY.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND,
        background_color: '#ffffff',
        categories: ['food', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every built file (the .br/.gz copies are written after this step, and excluded).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The server's render (0032) is built beside the site and never served.
        globIgnores: ['server/**', 'sw-extra-*.js'],
        // Push notices and the menu the worker keeps itself (SW_EXTRA above).
        importScripts: [SW_EXTRA],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((e) => shell.precached(e.url)) }),
        ],
        // Offline navigations get the precached shell of this same build (below), never a page cached earlier:
        // an old page would name chunks that an update has since removed.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once, so its menu request is kept for the next offline visit.
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching,
      },
    }),
  ];
}
