import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadEnv, type Env } from '../config/env.js';
import { createDb, type Db } from '../db/connection.js';
import { migrateTo, migrateToLatest } from '../db/migrate.js';
import { buildApp } from '../app.js';
import type { Clock } from '../lib/clock.js';
import type { PushEndpointGuard } from '../modules/push/push.endpoint.js';

/** A clock tests set and move: every rule that depends on the hour reads it (never the wall clock). */
export function testClock(iso: string): Clock & { set(iso: string): void; advance(minutes: number): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set: (next) => void (now = new Date(next)),
    advance: (minutes) => void (now = new Date(now.getTime() + minutes * 60_000)),
  };
}

/** 'sqlite-file': SQLite on a temporary file, as `npm start` runs it (a second, read-only connection too). */
export type DbKind = 'sqlite' | 'sqlite-file' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A fresh, migrated database: in-memory SQLite, or a new PostgreSQL schema dropped by `cleanup`. `upTo` stops at a
 * named migration (a migration's own test writes the data of the schema before it, then runs `migrateRest`).
 */
export async function createTestDb(
  kind: DbKind,
  options: { upTo?: string; onQuery?: (sql: string) => void } = {},
): Promise<{ db: Db; cleanup: () => Promise<void>; migrateRest: () => Promise<void> }> {
  const migrate = (db: Db, schema?: string) =>
    options.upTo ? migrateTo(db, options.upTo, schema) : migrateToLatest(db, schema);
  if (kind === 'sqlite') {
    const db = createDb({ kind: 'sqlite', file: ':memory:', onQuery: options.onQuery });
    await migrate(db);
    return { db, cleanup: () => db.destroy(), migrateRest: () => migrateToLatest(db) };
  }
  if (kind === 'sqlite-file') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-test-db-'));
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'app.sqlite'), onQuery: options.onQuery });
    await migrate(db);
    return {
      db,
      cleanup: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
      migrateRest: () => migrateToLatest(db),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onSchemas(url, 'shared', (c) => c.query(`create schema ${schema}`));
  const db = createDb({ kind: 'postgres', url, schema, poolSize: 5, onQuery: options.onQuery });
  await onSchemas(url, 'shared', () => migrate(db, schema));
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await dropTestSchema(url, schema);
    },
    migrateRest: () => onSchemas(url, 'shared', () => migrateToLatest(db, schema)),
  };
}

/**
 * Test files run side by side on one PostgreSQL database, each in a schema of its own. Kysely's migrator reads the
 * tables of every schema, and fails ("schema t_… does not exist") when another file drops its schema meanwhile.
 * So creating and migrating hold this advisory lock shared, and dropping holds it alone: across the workers and
 * the processes that share the database. The lock goes with the session.
 */
const SCHEMA_LOCK = 7_340_112;

export async function onSchemas<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops a test schema once no migration is reading the database's tables. */
export const dropTestSchema = (url: string, schema: string) =>
  onSchemas(url, 'exclusive', (c) => c.query(`drop schema ${schema} cascade`));

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: `/tmp/lome-test-${randomBytes(4).toString('hex')}`,
    PAYGATE_SIM_DELAY_MS: '0',
    // Tests register many users from one address; the limit itself is tested with its production value.
    REGISTER_LIMIT_PER_HOUR: '1000',
    // Open all day: a test that depends on the hours sets its own, with a fixed clock.
    OPENING_HOURS: '24/7',
    ...overrides,
  });
}

/** What createTestApp gives a test: the app, its database and env, and `close`. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestAppOptions = {
  clock?: Clock;
  /** The push endpoints the app may reach: `startPushService(...).reachedThrough` for the stand-in. */
  pushEndpoints?: PushEndpointGuard;
  /** Told the SQL of every statement the app sends through Kysely. */
  onQuery?: (sql: string) => void;
};

/** Builds the app on a fresh database; call `close` in afterEach/afterAll. */
export async function createTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; db: Db; env: Env; close: () => Promise<void> }> {
  const { db, cleanup } = await createTestDb(kind, { onQuery: options.onQuery });
  const env = testEnv(envOverrides);
  const app = await buildApp({
    env,
    db,
    logger: false,
    clock: options.clock,
    pushEndpoints: options.pushEndpoints,
  });
  return {
    app,
    db,
    env,
    close: async () => {
      // app.close() destroys the db through the db plugin; cleanup then drops the schema.
      await app.close().catch(() => undefined);
      await cleanup().catch(() => undefined);
    },
  };
}
