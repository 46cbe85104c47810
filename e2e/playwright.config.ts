import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

const repoRoot = path.resolve(import.meta.dirname, '..');
// E2E_PORT lets two runs share a machine; the PayGate simulator takes the next port.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

// Workers load this file again; they inherit the runner's environment, so the directory is made once per run.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lome-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const catalogueEdits = /(admin-menu[^/]*|admin-publications|server-render|dish-options)\.spec\.ts$/;
// The kitchen's clock: a pause, rush mode or other opening hours change what every journey sees; so do
// delivery fees and a minimum order.
const kitchenClock = /(kitchen-[^/]*|addresses-fees)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['line']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Lome',
    // A trace records the screen all along: it cost about a third of the suite's time on CI's two cores, and loaded
    // journeys then timed out. Kept for the retry, which runs what failed again; a first failure keeps its
    // screenshot and page snapshot. A local run (no retries) traces a failure as before.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (offline menu, decision 0034) answers some requests itself: page.route mocks would not
    // see them, and every test's fresh browser would download its precache. offline.spec.ts allows it;
    // E2E_SERVICE_WORKERS=allow runs any spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'site', testIgnore: [catalogueEdits, kitchenClock] },
    // Specs that change what every visitor sees (a dish's price, an article) run once the others are done, so
    // a journey counting the articles or ordering that dish never sees them half-way. `npm test` sets
    // E2E_WHOLE_SUITE; a run of a few specs (playwright test x.spec.ts) skips the wait, as it would run them all.
    {
      name: 'catalogue-edits',
      testMatch: catalogueEdits,
      dependencies: process.env.E2E_WHOLE_SUITE ? ['site'] : [],
    },
    // Last, and one test at a time: each one switches the whole restaurant (paused, closed, in a rush).
    {
      name: 'kitchen-clock',
      testMatch: kitchenClock,
      workers: 1,
      dependencies: process.env.E2E_WHOLE_SUITE ? ['site', 'catalogue-edits'] : [],
    },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // A server left from another run would carry its own data; each run needs a fresh one.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty values select the built-in defaults: SQLite, the PayGate simulator and the .eml outbox.
      DATABASE_URL: '',
      PAYGATE_BASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: baseURL,
      PAYGATE_SIM_DELAY_MS: '1500',
      PAYGATE_SIM_PORT: String(port + 1),
      // The fixtures register a user per test through the API, all from 127.0.0.1 (10 an hour in production).
      REGISTER_LIMIT_PER_HOUR: '100000',
      // Open all day, so journeys pass at any hour; kitchen-*.spec.ts set the hours they need (P4.1).
      OPENING_HOURS: '24/7',
      // Delivery free at any distance, no minimum, so journeys' totals are their dishes'; addresses-fees.spec.ts
      // sets the fees it checks (decision 0050).
      DEMO_DELIVERY_FEES: 'false',
      LOG_LEVEL: 'warn',
      // A build made with WEB_OUT_DIR (parallel runs on one machine) is served from there; otherwise apps/web/dist.
      ...(process.env.WEB_OUT_DIR
        ? { WEB_DIST_DIR: path.resolve(repoRoot, 'apps/web', process.env.WEB_OUT_DIR) }
        : {}),
    },
  },
});
