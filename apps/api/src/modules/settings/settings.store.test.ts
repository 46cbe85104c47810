import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.js';
import { openScope } from '../../lib/request-scope.js';
import { createTestDb, dbKinds } from '../../test/helper.js';
import { readSetting, readSettings, writeSetting } from './settings.store.js';

/** Runs `fn` as a request's handling would run, in a scope of its own; closes it when `fn` is done. */
function inRequest<T>(fn: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const scope = openScope(() => {
      fn()
        .finally(() => scope.close())
        .then(resolve, reject);
    });
  });
}

describe.each(dbKinds)('the settings store (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  // Another process saving a setting: straight to the table, past this process's store.
  const savedElsewhere = (key: string, value: string) =>
    db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();

  it('reads what another process saved at once, outside a request and in the next request', async () => {
    await savedElsewhere('test.a', '1');
    expect(await readSetting(db, 'test.a')).toBe('1');
    await savedElsewhere('test.a', '2');
    expect(await readSetting(db, 'test.a')).toBe('2');
    expect(await inRequest(() => readSetting(db, 'test.a'))).toBe('2');
    await savedElsewhere('test.a', '3');
    expect(await inRequest(() => readSetting(db, 'test.a'))).toBe('3');
  });

  it('reads the table once per request, and again after its own write', async () => {
    await savedElsewhere('test.b', 'before');
    const seen = await inRequest(async () => {
      const first = await readSettings(db, ['test.b', 'test.never']);
      await savedElsewhere('test.b', 'meanwhile');
      const second = await readSetting(db, 'test.b');
      await writeSetting(db, 'test.c', 'mine');
      const afterWrite = await readSettings(db, ['test.b', 'test.c']);
      return { first, second, afterWrite };
    });
    expect(seen.first).toEqual(new Map([['test.b', 'before']]));
    expect(seen.second).toBe('before');
    expect(seen.afterWrite).toEqual(
      new Map([
        ['test.b', 'meanwhile'],
        ['test.c', 'mine'],
      ]),
    );
  });

  it('keeps nothing for work that outlives its request', async () => {
    await savedElsewhere('test.d', 'old');
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (release = resolve));
    let later: Promise<string | undefined> | undefined;
    await inRequest(async () => {
      expect(await readSetting(db, 'test.d')).toBe('old');
      later = saved.then(() => readSetting(db, 'test.d'));
    });
    await savedElsewhere('test.d', 'new');
    release();
    expect(await later).toBe('new');
  });
});
