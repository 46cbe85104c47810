import { defineConfig } from 'vite';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { routePreload } from './route-preload';

export default defineConfig({
  plugins: [
    react(),
    routePreload({
      '/': { module: 'src/app/routes/home.tsx', data: ['/api/menu'] },
      '/menu': { module: 'src/app/routes/menu.tsx', data: ['/api/menu'] },
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
