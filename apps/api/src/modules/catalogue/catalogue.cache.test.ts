import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection.js';
import { createTestDb, dbKinds } from '../../test/helper.js';
import { createCatalogueCache } from './catalogue.cache.js';
import { bumpCatalogueVersion, CATALOGUE_VERSION_KEY } from './catalogue.version.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As another API process writes the catalogue: the row changes, this process's bump counter does not. */
const writeElsewhere = (db: Db, value: string) =>
  db
    .insertInto('settings')
    .values({ key: CATALOGUE_VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();

describe.each(dbKinds)('the catalogue version (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  it('after the first read, answers at once even when old, and shows another process within the delay', async () => {
    await writeElsewhere(db, 'v1');
    const cache = createCatalogueCache(db, { versionTtlMs: 50 });
    const first = cache.version();
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatch(/^v1@/);

    await writeElsewhere(db, 'v2');
    await wait(80);
    // Old: still answered without waiting for the database, the new version read meanwhile.
    const stale = cache.version();
    expect(typeof stale).toBe('string');
    expect(stale).toMatch(/^v1@/);
    // The new version is read in the background: it shows as soon as that read is back (on a busy machine, later).
    await vi.waitFor(() => expect(cache.version()).toMatch(/^v2@/), { timeout: 5_000, interval: 10 });
  });

  it("sees this process's own write at once", async () => {
    await writeElsewhere(db, 'v3');
    const cache = createCatalogueCache(db, { versionTtlMs: 60_000 });
    expect(await cache.version()).toMatch(/^v3@/);
    await db.transaction().execute((trx) => bumpCatalogueVersion(trx));
    const after = await cache.version();
    expect(after).not.toMatch(/^v3@/);
    expect(cache.version()).toBe(after);
  });
});

describe.each(dbKinds)('the catalogue version at lunch (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  it('is read while the status polls hold every pool connection', async () => {
    await writeElsewhere(db, 'v-lunch');
    // The test pool's 5 connections on PostgreSQL, taken as the polls take them; SQLite has no pool to wait for.
    const held = kind === 'postgres' ? 5 : 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const taken: (() => void)[] = [];
    const holders = Array.from({ length: held }, () =>
      db.connection().execute(
        () =>
          new Promise<void>((resolve) => {
            taken.push(resolve);
            void gate.then(resolve);
          }),
      ),
    );
    try {
      await vi.waitFor(() => expect(taken).toHaveLength(held));
      const cache = createCatalogueCache(db, { versionTtlMs: 60_000 });
      const read = Promise.race([cache.version(), wait(2000).then(() => 'waited for the pool')]);
      expect(await read).toMatch(/^v-lunch@/);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
