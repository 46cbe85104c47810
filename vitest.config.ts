import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one worker on a 2-core CI machine. The API's tests mostly wait on their
    // database, so every core runs a worker (each test file has its own in-memory SQLite or PostgreSQL schema).
    maxWorkers: '100%',
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // Tooling: the lint boundaries (eslint.config.js) tried on real imports, and the web build's own plugins.
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'apps/web/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The API's test files share their worker's modules instead of importing the whole server again for
          // each file (about 2 s a file, 146 s of 203 s for the project here). Each file builds its own app on its
          // own database, so nothing a test sees comes from another file; the setup file puts back the clock,
          // spies and stubs a file may leave behind. (The web's files share the DOM's storage and stay isolated.)
          isolate: false,
          setupFiles: ['apps/api/src/test/between-files.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
