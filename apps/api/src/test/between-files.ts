import { afterAll, vi } from 'vitest';

// The API's test files run one after another in a worker that keeps its modules (vitest.config.ts, `isolate:
// false`): whatever a file changed in the process is put back before the next one starts.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
