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
