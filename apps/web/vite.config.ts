import { defineConfig, type Plugin } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { routePreload } from './route-preload';
import { pwa } from './pwa-config';

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

export default defineConfig({
  plugins: [
    reactRouterProduction,
    react(),
    routePreload({
      '/': { module: 'src/app/routes/home.tsx', data: ['/api/menu'] },
      '/menu': { module: 'src/app/routes/menu.tsx', data: ['/api/menu'] },
    }),
    // Web app manifest and Workbox service worker (0034).
    ...pwa(),
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
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  build: {
    // Older than Vite's own default (Chrome 107, Safari 16), for the long-lived Android phones of Lomé.
    target: 'es2022',
    // WEB_OUT_DIR lets several checkouts or test runs on one machine build side by side (default dist/).
    outDir: process.env.WEB_OUT_DIR || 'dist',
    cssCodeSplit: true,
    // Every browser with ES2022 modules preloads modules natively or just loads them a little later.
    modulePreload: { polyfill: false },
  },
});
