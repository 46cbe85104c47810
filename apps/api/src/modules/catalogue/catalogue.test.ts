import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dishSchema, menuSchema, publicationSchema, specialiteSchema } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { newId } from '../../lib/ids.js';
import type { Db } from '../../db/connection.js';
import { seedDemo } from '../../seed/demo-seed.js';
import { bumpCatalogueVersion } from './catalogue.repository.js';
import { matchesEtag, pickEncoding } from './catalogue.cache.js';

const at = (day: number) => new Date(Date.UTC(2025, 5, day, 12)).toISOString();

async function addCategory(db: Db, name: string, position = 0, bg_image: string | null = null) {
  const id = newId();
  await db
    .insertInto('categories')
    .values({ id, name, position, bg_image, created_at: at(1) })
    .execute();
  return id;
}

async function addDish(db: Db, values: { name: string; category_id?: string | null; [k: string]: unknown }) {
  const id = newId();
  await db
    .insertInto('dishes')
    .values({ id, price: 1500, created_at: at(1), updated_at: at(1), category_id: null, ...values })
    .execute();
  return id;
}

describe.each(dbKinds)('catalogue (%s)', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('field names and defaults', () => {
    let grills: string;
    let vegan: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      grills = await addCategory(t.db, 'Grillades', 1, '/uploads/catalogue/g.svg');
      vegan = await addCategory(t.db, 'Végan', 0);
      await addCategory(t.db, 'Boissons', 1);
      await addDish(t.db, {
        name: 'Koklo méme',
        category_id: grills,
        description: 'Poulet grillé au feu de bois.',
        price: 5000,
        image: '/uploads/catalogue/k.svg',
        type_name: 'Grillade',
        featured: 1,
        preparation_time: '40 min',
        requires_advance_notice: 1,
        position: 1,
      });
      await addDish(t.db, { name: 'Plat du jour', position: 0 });
      await addDish(t.db, { name: 'Ayimolou', category_id: vegan, price: 2500, position: 2, available: 0 });
      await t.db
        .insertInto('type_publishes')
        .values([
          { id: 'tp-r', name: 'Recettes' },
          { id: 'tp-a', name: 'Actualités' },
        ])
        .execute();
      await t.db
        .insertInto('publications')
        .values([
          {
            id: 'p-old',
            title: 'Ancien',
            excerpt: 'Il y a longtemps',
            image: '/i.svg',
            created_at: at(1),
            type_publish_id: 'tp-a',
            content: 'Texte',
          },
          {
            id: 'p-new',
            title: 'Nouveau',
            excerpt: null,
            image: null,
            created_at: at(20),
            type_publish_id: 'tp-r',
            content: null,
          },
          {
            id: 'p-mid',
            title: 'Milieu',
            excerpt: '',
            image: '/m.svg',
            created_at: at(10),
            type_publish_id: null,
            content: null,
          },
        ])
        .execute();
      await bumpCatalogueVersion(t.db);
    });
    afterAll(() => t.close());

    it('GET /api/categories lists id, name, bgImage by position then name', async () => {
      const res = await get('/api/categories');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: vegan, name: 'Végan', bgImage: null },
        { id: expect.any(String), name: 'Boissons', bgImage: null },
        { id: grills, name: 'Grillades', bgImage: '/uploads/catalogue/g.svg' },
      ]);
    });

    it('GET /api/dishes uses the spec field names, FCFA integers and the defaults', async () => {
      const res = await get('/api/dishes');
      expect(res.statusCode).toBe(200);
      const dishes = res.json() as unknown[];
      for (const d of dishes) dishSchema.parse(d);
      expect(dishes).toEqual([
        {
          dish_id: expect.any(String),
          dish_name: 'Plat du jour',
          dish_description: 'Une délicieuse création de notre chef',
          dish_price: 1500,
          bg_image: '/uploads/catalogue/placeholder.svg',
          specialite_id: null,
          type_name: 'Plat',
          featured: false,
          available: true,
          preparation_time: null,
          requires_advance_notice: false,
        },
        {
          dish_id: expect.any(String),
          dish_name: 'Koklo méme',
          dish_description: 'Poulet grillé au feu de bois.',
          dish_price: 5000,
          bg_image: '/uploads/catalogue/k.svg',
          specialite_id: grills,
          type_name: 'Grillade',
          featured: true,
          available: true,
          preparation_time: '40 min',
          requires_advance_notice: true,
        },
        expect.objectContaining({ dish_name: 'Ayimolou', available: false, dish_price: 2500 }),
      ]);
    });

    it('GET /api/menu gives the categories and only the dishes that can be ordered', async () => {
      const res = await get('/api/menu');
      expect(res.statusCode).toBe(200);
      const menu = menuSchema.parse(res.json());
      expect(menu.categories.map((c) => c.name)).toEqual(['Végan', 'Boissons', 'Grillades']);
      expect(menu.dishes.map((d) => d.dish_name)).toEqual(['Plat du jour', 'Koklo méme']);
    });

    it('GET /api/specialites counts the orderable dishes of each category', async () => {
      const res = await get('/api/specialites');
      const list = (res.json() as unknown[]).map((x) => specialiteSchema.parse(x));
      expect(list.map((c) => [c.name, c.dish_count])).toEqual([
        ['Végan', 0],
        ['Boissons', 0],
        ['Grillades', 1],
      ]);
    });

    it('GET /api/typepublishes lists the publication types', async () => {
      const res = await get('/api/typepublishes');
      expect(res.json()).toEqual([
        { id: 'tp-a', name: 'Actualités' },
        { id: 'tp-r', name: 'Recettes' },
      ]);
    });

    it('GET /api/publishes/content is newest first with the default excerpt and picture', async () => {
      const res = await get('/api/publishes/content');
      const list = (res.json() as unknown[]).map((x) => publicationSchema.parse(x));
      expect(list.map((p) => p.id)).toEqual(['p-new', 'p-mid', 'p-old']);
      expect(list[0]).toMatchObject({
        excerpt: 'Découvrez nos dernières actualités...',
        image: '/uploads/catalogue/placeholder.svg',
        created_at: at(20),
        type_publish_id: 'tp-r',
      });
      expect(list[1]!.excerpt).toBe('Découvrez nos dernières actualités...');
      expect(list[2]).toMatchObject({ excerpt: 'Il y a longtemps', content: 'Texte' });
    });

    it('GET /api/publications/{id} gives one article with its content, and a French 404 for another id', async () => {
      const res = await get('/api/publications/p-old');
      expect(res.statusCode).toBe(200);
      expect(publicationSchema.parse(res.json())).toEqual({
        id: 'p-old',
        title: 'Ancien',
        excerpt: 'Il y a longtemps',
        content: 'Texte',
        created_at: at(1),
        image: '/i.svg',
        type_publish_id: 'tp-a',
      });
      expect(res.headers['cache-control']).toContain('max-age=60');
      expect((await get('/api/publications/p-new')).json()).toMatchObject({
        excerpt: 'Découvrez nos dernières actualités...',
        image: '/uploads/catalogue/placeholder.svg',
        content: null,
      });

      const missing = await get('/api/publications/nope');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'PUBLICATION_NOT_FOUND',
        message: 'Article introuvable.',
      });
      expect((await get(`/api/publications/${'x'.repeat(65)}`)).statusCode).toBe(422);
    });

    it('serves the placeholder picture it points to', async () => {
      const res = await get('/uploads/catalogue/placeholder.svg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
    });
  });

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
