import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { newId } from '../../lib/ids.js';
import { seedDemo } from '../../seed/demo-seed.js';
import { bumpCatalogueVersion } from './catalogue.version.js';
import { matchesEtag } from '../../lib/etag.js';
import { pickEncoding } from './catalogue.cache.js';

describe.each(dbKinds)('catalogue (%s)', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('HTTP caching', () => {
    beforeAll(async () => {
      t = await createTestApp(kind);
      await seedDemo(t.db, { dataDir: t.env.DATA_DIR });
    });
    afterAll(() => t.close());
    afterEach(() => vi.useRealTimers());

    it('answers with an ETag that browsers check on every use, so an edit shows at once', async () => {
      const res = await get('/api/menu');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.etag).toMatch(/^W\/".+"$/);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('answers 304 without a body when the ETag still matches', async () => {
      const first = await get('/api/menu');
      const again = await get('/api/menu', { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      const other = await get('/api/menu', { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
    });

    it('sends the same JSON compressed with brotli or gzip when accepted', async () => {
      const plain = await get('/api/menu');
      const br = await get('/api/menu', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get('/api/menu', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    });

    it('shows a catalogue change at once, with a new ETag', async () => {
      const before = await get('/api/menu');
      const [dish] = (before.json() as { dishes: { dish_id: string }[] }).dishes;
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('dishes').set({ available: 0 }).where('id', '=', dish!.dish_id).execute();
        await bumpCatalogueVersion(trx);
      });
      const after = await get('/api/menu', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const ids = (after.json() as { dishes: { dish_id: string }[] }).dishes.map((d) => d.dish_id);
      expect(ids).not.toContain(dish!.dish_id);
      expect(ids.length).toBe((before.json() as { dishes: unknown[] }).dishes.length - 1);
    });

    it('picks up a change made by another API process within a second and one read, without making it wait', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const before = await get('/api/categories');
      // Another process writes the same database: only the shared version row tells this one.
      await t.db.updateTable('categories').set({ name: 'Végan & bio' }).where('name', '=', 'Végan').execute();
      await t.db
        .updateTable('settings')
        .set({ value: newId() })
        .where('key', '=', 'catalogue_version')
        .execute();
      vi.setSystemTime(Date.now() + 1001);
      // This answer may still be the old menu: it starts the read of the version in the background.
      expect((await get('/api/categories')).statusCode).toBe(200);
      await vi.waitFor(async () => {
        const after = await get('/api/categories');
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect((after.json() as { name: string }[]).map((c) => c.name)).toContain('Végan & bio');
      });
    });
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.2', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
  ] as const)('%s -> %s', (header, expected) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(expected);
  });
});
