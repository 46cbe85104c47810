import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { bootLoader } from './boot-loader';
import { compileHints } from './compile-hints';
import { pwa } from './pwa-config';
import { purgeBootstrap } from './purge-bootstrap';

// React Router's package exports only its development build, whose warnings (with their messages) ship to
// phones; its production build is the same code with them switched off. Builds only: `vite` and the tests keep
// the warnings (decision 0004).
const reactRouterProduction: Plugin = {
  name: 'lome-react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(id) {
    if (id !== 'react-router') return null;
    const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
    return path.join(path.dirname(pkg), 'dist/production/index.mjs');
  },
};

/** A plugin of the browser's build only, not of the server's render (decision 0032). */
const browserOnly = (plugin: PluginOption): PluginOption => {
  if (Array.isArray(plugin)) return plugin.map(browserOnly);
  if (!plugin || typeof plugin !== 'object' || !('name' in plugin)) return plugin;
  return { ...plugin, applyToEnvironment: (environment) => environment.config.consumer === 'client' };
};

export default defineConfig(({ command }) => ({
  plugins: [
    reactRouterProduction,
    react(),
    compileHints(),
    // Web app manifest and Workbox service worker (0034).
    ...pwa().map(browserOnly),
    // After the manifest's plugin (both 'post'), whose link it moves into the boot script.
    bootLoader({
      '/': { module: 'src/app/routes/home.tsx' },
      '/menu': { module: 'src/app/routes/menu.tsx' },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
    },
  },
  css: {
    // Bootstrap's rules no page uses, left out of the built sheet (decision 0086).
    postcss: { plugins: command === 'build' ? [purgeBootstrap()] : [] },
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  // `vite build` builds the browser's app and then the server's render of the public pages (decision 0032),
  // into <outDir>/server, which the API's web plugin loads and never serves.
  builder: {},
  environments: {
    ssr: {
      // React's production build on the server too, whatever NODE_ENV `npm start` runs with.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: `${process.env.WEB_OUT_DIR || 'dist'}/server`,
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  // Everything bundled: the build may live outside the repository (WEB_OUT_DIR), away from node_modules.
  ssr: { noExternal: true },
  build: {
    // Older than Vite's own default (Chrome 107, Safari 16), for the long-lived Android phones of Lomé.
    target: 'es2022',
    // WEB_OUT_DIR lets several checkouts or test runs on one machine build side by side (default dist/).
    outDir: process.env.WEB_OUT_DIR || 'dist',
    // Also outside the project (WEB_OUT_DIR): no file of an older build, above all no older server/ render, may
    // be served or precached by the service worker.
    emptyOutDir: true,
    // A chunk under 1 KB that only defines things is merged into one loaded with it: each request costs a phone
    // its headers (about 350 bytes), and the home page asked for 18 scripts, a third of them under 300 bytes.
    rollupOptions: { output: { experimentalMinChunkSize: 1000 } },
    // One stylesheet, render-blocking: a server-rendered page (decision 0032) must paint with all its styles,
    // not shift when its chunk's CSS arrives (CLS 0.85 on /menu). Costs ~8 KB gzip, most of it Leaflet's.
    cssCodeSplit: false,
    // Every browser with ES2022 modules preloads modules natively or just loads them a little later.
    modulePreload: {
      polyfill: false,
      // The entry names no page's imports to preload when that page is opened: the list (about 1.7 KB gzip) was
      // paid on every first page. A page opened later loads its imports one round trip after its own chunk, or
      // at once from the service worker's precache; the first page's are preloaded by the boot script
      // (boot-loader.ts). Decision 0053.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
}));
