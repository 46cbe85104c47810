import fs from 'node:fs';
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
    ['apps/api/src/modules/sales/x.ts', "export * as users from '../users/users.repository.js';"],
    [
      'apps/api/src/modules/sales/x.ts',
      "export * as repo from '../catalogue/catalogue.admin-repository.js';",
    ],
    ['apps/api/src/app.ts', "export * as repo from './modules/rate-limits/rate-limits.repository.js';"],
    ['apps/api/src/jobs/x.ts', "export * as repo from '../modules/sessions/sessions.repository.js';"],
    ['apps/api/src/seed/x.ts', "export * as repo from '../modules/catalogue/catalogue.repository.js';"],
    ['apps/web/src/components/layouts/x.tsx', "export { useAuth } from '@/features/auth/hooks/use-auth';"],
    ['apps/web/src/lib/x.ts', "export { useCart } from '../features/cart/hooks/use-cart';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('error import-x/no-restricted-paths');
  });

  it.each([
    ['apps/api/src/modules/sales/x.ts', "export { getUser } from '../users/users.service.js';"],
    [
      'apps/api/src/modules/users/x.ts',
      "import * as repo from './users.repository.js';\nexport const r = repo;",
    ],
    ['apps/api/src/app.ts', "export * as rateLimits from './modules/rate-limits/rate-limits.service.js';"],
    [
      'apps/api/src/seed/x.ts',
      "export { importCatalogue } from '../modules/catalogue/catalogue.service.js';",
    ],
    ['apps/web/src/app/x.tsx', "export { useAuth } from '@/features/auth/hooks/use-auth';"],
    [
      'apps/api/src/plugins/x.test.ts',
      "export { createSession } from '../modules/sessions/sessions.service.js';",
    ],
  ])('allows in %s: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });

  it.each([
    "import fs from 'node:fs';",
    "import { readFileSync } from 'fs';",
    "import pg from 'pg';",
    "import Database from 'better-sqlite3';",
    "import { useState } from 'react';",
    "import { jsx } from 'react/jsx-runtime';",
  ])('keeps I/O and React out of packages/shared: %s', async (code) => {
    expect(await rulesBroken('packages/shared/src/x.ts', `${code}\nexport const x = 1;`)).toContain(
      'error no-restricted-imports',
    );
  });

  it("refuses a module's routes checking a role: role-routes.ts does, once per group", async () => {
    const code = "export default async (app) => app.addHook('onRequest', app.requireRole('admin'));";
    expect(await rulesBroken('apps/api/src/modules/sales/x.ts', code)).toEqual([
      'error no-restricted-syntax',
    ]);
    expect(await rulesBroken('apps/api/src/role-routes.ts', code)).toEqual([]);
  });

  it('keeps the settings table to the settings store: no other module queries it', async () => {
    const query = "export const f = (db) => db.selectFrom('settings').selectAll().execute();";
    expect(await rulesBroken('apps/api/src/modules/sales/x.ts', query)).toEqual([
      'error no-restricted-syntax',
    ]);
    expect(await rulesBroken('apps/api/src/modules/settings/x.ts', query)).toEqual([]);
    const other = "export const f = (db) => db.selectFrom('orders').selectAll().execute();";
    expect(await rulesBroken('apps/api/src/modules/sales/x.ts', other)).toEqual([]);
  });

  it("refuses a module writing another module's table; its own, and reading others' in its own statement, pass", async () => {
    const write =
      "export const f = (db) => db.updateTable('payments as p').set({ status: 'paid' }).execute();";
    expect(await rulesBroken('apps/api/src/modules/sales/x.ts', write)).toEqual([
      'error no-restricted-syntax',
    ]);
    expect(await rulesBroken('apps/api/src/modules/payments/x.ts', write)).toEqual([]);
    const insert = "export const f = (db) => db.insertInto('refunds').values({}).execute();";
    expect(await rulesBroken('apps/api/src/modules/payments/x.ts', insert)).toEqual([
      'error no-restricted-syntax',
    ]);
    const join =
      "export const f = (db) => db.selectFrom('orders').innerJoin('payments', 'payments.order_id', 'orders.id').selectAll().execute();";
    expect(await rulesBroken('apps/api/src/modules/sales/x.ts', join)).toEqual([]);
  });

  it("refuses a module handing out its repository's pieces through another file; types pass", async () => {
    const reexport = "export { paidWithOf } from './payment-state.repository.js';";
    expect(await rulesBroken('apps/api/src/modules/payments/x.service.ts', reexport)).toEqual([
      'error no-restricted-syntax',
    ]);
    const type = "export type { Rows } from './payment-state.repository.js';";
    expect(await rulesBroken('apps/api/src/modules/payments/x.service.ts', type)).toEqual([]);
  });

  it('names an owner for every table of the database', async () => {
    const config = path.join(root, 'eslint.config.js');
    const { tableOwners } = (await import(config)) as { tableOwners: Record<string, string> };
    const types = fs.readFileSync(path.join(root, 'apps/api/src/db/types.ts'), 'utf8');
    const database = types.slice(types.indexOf('export interface Database'));
    const tables = [...database.slice(0, database.indexOf('}')).matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((t) => !(t! in tableOwners))).toEqual([]);
  });

  it('refuses SQL in what composes the modules (app.ts, jobs, seed, command line): their services hold it', async () => {
    const query = "export const f = (db) => db.selectFrom('users').selectAll().execute();";
    const raw = "import { sql } from 'kysely';\nexport const f = (db) => sql`select 1`.execute(db);";
    for (const file of ['apps/api/src/seed/x.ts', 'apps/api/src/jobs/x.ts', 'apps/api/src/app.ts']) {
      expect(await rulesBroken(file, query)).toEqual(['error no-restricted-syntax']);
      expect(await rulesBroken(file, raw)).toEqual(['error no-restricted-imports']);
    }
    for (const file of [
      'apps/api/src/modules/users/x.ts',
      'apps/api/src/db/migrations/x.ts',
      'apps/api/src/test/x.ts',
    ]) {
      expect(await rulesBroken(file, query)).toEqual([]);
      expect(await rulesBroken(file, raw)).toEqual([]);
    }
  });

  it('refuses an import cycle', async () => {
    // sales.repository imports db/connection: connection importing it back closes a loop.
    const code = "export * from '../modules/sales/sales.repository.js';";
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

const modulesDir = path.join(root, 'apps/api/src/modules');

/** Module -> the other modules its product files import (tests compose what they exercise, as app.ts does). */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(path.join(dir, file)), spec!));
        const other = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && other !== name) uses.add(other);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** Each module that reaches itself again through other modules, with the way round ("a -> b -> a"). */
function moduleCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  for (const start of graph.keys()) {
    const seen = new Set<string>();
    const walk = (at: string, way: string[]): string[] | null => {
      for (const next of graph.get(at) ?? []) {
        if (next === start) return [...way, next];
        if (seen.has(next)) continue;
        seen.add(next);
        const found = walk(next, [...way, next]);
        if (found) return found;
      }
      return null;
    };
    const way = walk(start, [start]);
    if (way) cycles.push(way.join(' -> '));
  }
  return cycles;
}

describe('API modules', () => {
  it('import one another without a cycle (a module that needs a caller back gets it registered by app.ts)', () => {
    expect(moduleCycles(moduleImports())).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(moduleCycles(graph)).toEqual(['a -> b -> c -> a', 'b -> c -> a -> b', 'c -> a -> b -> c']);
  });
});
