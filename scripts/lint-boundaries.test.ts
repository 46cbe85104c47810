import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fire when `code` stands at `file` (a path in the repository; it need not exist). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.severity === 2 ? 'error' : 'warn'} ${m.ruleId}`);
}

// An import the resolver cannot follow is not checked at all, so each boundary is tried on a real import.
describe("STYLE.md's boundaries, held by lint", () => {
  it.each([
    [
      'apps/api/src/plugins/x.ts',
      "export { findUserByToken } from '../modules/sessions/sessions.service.js';",
    ],
    ['apps/api/src/lib/x.ts', "export * as repo from '../modules/rate-limits/rate-limits.repository.js';"],
    ['apps/api/src/modules/orders/x.ts', "export * as users from '../users/users.repository.js';"],
    ['apps/web/src/components/layouts/x.tsx', "export { useAuth } from '@/features/auth/hooks/use-auth';"],
    ['apps/web/src/lib/x.ts', "export { useCart } from '../features/cart/hooks/use-cart';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('error import-x/no-restricted-paths');
  });

  it.each([
    ['apps/api/src/modules/orders/x.ts', "export { getUser } from '../users/users.service.js';"],
    ['apps/api/src/modules/users/x.ts', "export * as repo from './users.repository.js';"],
    ['apps/api/src/app.ts', "export * as repo from './modules/rate-limits/rate-limits.repository.js';"],
    ['apps/web/src/app/x.tsx', "export { useAuth } from '@/features/auth/hooks/use-auth';"],
    [
      'apps/api/src/plugins/x.test.ts',
      "export { createSession } from '../modules/sessions/sessions.service.js';",
    ],
  ])('allows in %s: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // orders.repository imports db/connection: connection importing it back closes a loop.
    const code = "export * from '../modules/orders/orders.repository.js';";
    expect(await rulesBroken('apps/api/src/db/connection.ts', code)).toContain('error import-x/no-cycle');
  });

  it("refuses a feature reaching into another feature's internals, not its index.ts", async () => {
    const internal = "export { failureText } from '@/features/payments/utils/failure-text';";
    const relative = "export { failureText } from '../payments/utils/failure-text';";
    const publicApi = "export { failureText } from '@/features/payments';";
    const zone = 'error import-x/no-restricted-paths';
    expect(await rulesBroken('apps/web/src/features/orders/x.ts', internal)).toEqual([zone]);
    expect(await rulesBroken('apps/web/src/features/orders/x.ts', relative)).toEqual([zone]);
    expect(await rulesBroken('apps/web/src/features/orders/x.ts', publicApi)).toEqual([]);
    expect(await rulesBroken('apps/web/src/features/payments/x.ts', internal)).toEqual([]);
  });
});
