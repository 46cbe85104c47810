import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishSchema, menuSchema, publicationSchema, specialiteSchema } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { newId } from '../../lib/ids.js';
import type { Db } from '../../db/connection.js';
import { bumpCatalogueVersion } from './catalogue.version.js';

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
          // Ours (decision 0081): no allergen set, no portion limit.
          allergens: [],
          portions_left: null,
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
          // Marked without a figure: the 24 h every dish needing notice had before each gave its own.
          advance_notice_hours: 24,
          allergens: [],
          portions_left: null,
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
});
