import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authMessages, menuMessages, orderMessages, type Menu } from '@lome/shared';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { createTestApp, createTestDb, dbKinds, type TestApp, testEnv } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { multipartPayload } from '../../test/multipart.js';
import { priceCart } from '../sales/pricing.js';
import { nearAddress } from '../../test/paygate-testing.js';

type Headers = Record<string, string>;

describe.each(dbKinds)('the menu editor (%s)', (kind) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await createUser(t.db, { role: 'admin' })).auth;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload && { payload }) });
  const menu = async (headers: Headers = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu', headers });
    return { res, body: res.json() as Menu };
  };
  const newCategory = async (name: string) =>
    (await call('POST', '/categories', admin, { name })).json() as { id: string };
  const newDish = async (categoryId: string, name: string, price = 2000) =>
    (await call('POST', '/dishes', admin, { name, price, category_id: categoryId })).json() as { id: string };
  const order = async (dishId: string) => {
    const { auth } = await createUser(t.db);
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }] },
    });
  };

  it('is for admins only: 401 logged out, 403 for customers and staff, on every route', async () => {
    const customer = (await createUser(t.db)).auth;
    const staff = (await createUser(t.db, { role: 'staff' })).auth;
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', '/menu'],
      ['POST', '/categories'],
      ['PATCH', `/categories/${id}`],
      ['POST', `/categories/${id}/move`],
      ['DELETE', `/categories/${id}`],
      ['POST', '/dishes'],
      ['PATCH', `/dishes/${id}`],
      ['POST', `/dishes/${id}/move`],
      ['DELETE', `/dishes/${id}`],
      ['POST', '/catalogue/pictures'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, staff, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses prices that are not whole FCFA above 0, empty names and unknown categories, in French', async () => {
    const category = await newCategory('Grillades');
    for (const price of [0, -500, 1500.5, '2000', null]) {
      const res = await call('POST', '/dishes', admin, {
        name: 'Brochettes',
        price,
        category_id: category.id,
      });
      expect(res.statusCode, String(price)).toBe(422);
      expect(res.json().errors.price).toEqual([menuMessages.price]);
    }
    const noName = await call('POST', '/dishes', admin, {
      name: '  ',
      price: 1500,
      category_id: category.id,
    });
    expect(noName.json().errors.name).toEqual([menuMessages.dishName]);
    const nowhere = await call('POST', '/dishes', admin, {
      name: 'Brochettes',
      price: 1500,
      category_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors.category_id).toEqual([menuMessages.category]);
    const badPrice = await call('PATCH', `/dishes/${(await newDish(category.id, 'Akpan')).id}`, admin, {
      price: 99.9,
    });
    expect(badPrice.json().errors.price).toEqual([menuMessages.price]);
    const noCategoryName = await call('POST', '/categories', admin, { name: '' });
    expect(noCategoryName.json().errors.name).toEqual([menuMessages.categoryName]);
    const foreignImage = await call('POST', '/categories', admin, {
      name: 'X',
      image: 'https://evil.example/x.jpg',
    });
    expect(foreignImage.json().errors.image).toEqual([menuMessages.image]);
  });

  it('shows a new price on /menu at once with a new ETag, and audits who changed it', async () => {
    const category = await newCategory('Plats du jour');
    const dish = await newDish(category.id, 'Fufu sauce arachide', 3000);
    const before = await menu();
    expect(before.body.dishes.find((d) => d.dish_id === dish.id)?.dish_price).toBe(3000);

    const edited = await call('PATCH', `/dishes/${dish.id}`, admin, { price: 3500 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: dish.id, price: 3500 });

    const after = await menu({ 'if-none-match': before.res.headers.etag as string });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect(after.body.dishes.find((d) => d.dish_id === dish.id)?.dish_price).toBe(3500);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?subject_type=dish&subject_id=${dish.id}`,
      headers: admin,
    });
    const [latest] = audit.json().entries;
    expect(latest).toMatchObject({ action: 'dish.update', before: { price: 3000 }, after: { price: 3500 } });
  });

  it('marks a dish sold out for today: on /menu as such, refused in orders, on sale again tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T22:00:00Z'));
    const category = await newCategory('Sauces');
    const dish = await newDish(category.id, 'Gboma dessi', 2500);
    const marked = await call('PATCH', `/dishes/${dish.id}`, admin, { sold_out_today: true });
    expect(marked.json().sold_out_today).toBe(true);

    const listed = (await menu()).body.dishes.find((d) => d.dish_id === dish.id);
    expect(listed?.sold_out).toBe(true);
    const refused = await order(dish.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'DISH_SOLD_OUT',
      message: menuMessages.soldOut('Gboma dessi'),
    });

    // A reservation for tomorrow may still take it: only today's stock is gone.
    const lines = [{ dish_id: dish.id, quantity: 1 }];
    await expect(
      priceCart(t.db, { lines, delivery: false, day: '2026-03-11', now: new Date() }),
    ).resolves.toMatchObject({
      dishes_total: 2500,
    });
    await expect(
      priceCart(t.db, { lines, delivery: false, day: '2026-03-10', now: new Date() }),
    ).rejects.toThrow(menuMessages.soldOut('Gboma dessi'));

    // Lomé's midnight (UTC): nobody touches the dish, and it is back.
    vi.setSystemTime(new Date('2026-03-11T00:00:01Z'));
    expect((await menu()).body.dishes.find((d) => d.dish_id === dish.id)?.sold_out).toBeUndefined();
    expect((await order(dish.id)).statusCode).toBe(201);
    const admins = (await call('GET', '/menu', admin)).json() as {
      dishes: { id: string; sold_out_today: boolean }[];
    };
    expect(admins.dishes.find((d) => d.id === dish.id)?.sold_out_today).toBe(false);
  });

  it('hides a dish or a whole category from the menu and from carts, while old orders keep the dish', async () => {
    const category = await newCategory('Boissons');
    const dish = await newDish(category.id, 'Bissap', 500);
    const other = await newDish(category.id, 'Tchoukoutou', 700);
    const placed = await order(dish.id);
    expect(placed.statusCode).toBe(201);

    await call('PATCH', `/dishes/${dish.id}`, admin, { available: false });
    let shown = (await menu()).body;
    expect(shown.dishes.map((d) => d.dish_id)).not.toContain(dish.id);
    expect(shown.dishes.map((d) => d.dish_id)).toContain(other.id);
    expect((await order(dish.id)).json().message).toBe(orderMessages.unknownDish);
    const kept = await t.db
      .selectFrom('order_items')
      .select('dish_name')
      .where('order_id', '=', placed.json().order_id)
      .execute();
    expect(kept).toEqual([{ dish_name: 'Bissap' }]);

    await call('PATCH', `/categories/${category.id}`, admin, { hidden: true });
    shown = (await menu()).body;
    expect(shown.categories.map((c) => c.id)).not.toContain(category.id);
    expect(shown.dishes.map((d) => d.dish_id)).not.toContain(other.id);
    expect((await order(other.id)).statusCode).toBe(422);
    const categories = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect((categories.json() as { id: string }[]).map((c) => c.id)).not.toContain(category.id);
    // /api/dishes lists every dish; one of a hidden category says it cannot be had.
    const all = (await t.app.inject({ method: 'GET', url: '/api/dishes' })).json() as Menu['dishes'];
    expect(all.find((d) => d.dish_id === other.id)?.available).toBe(false);
    // The editor still lists both, marked hidden.
    const editor = (await call('GET', '/menu', admin)).json();
    expect(editor.categories.find((c: { id: string }) => c.id === category.id)?.hidden).toBe(true);
    expect(editor.dishes.find((d: { id: string }) => d.id === dish.id)?.available).toBe(false);
  });

  it('deletes only what nothing points at: an ordered dish and a category with dishes are to be hidden', async () => {
    const category = await newCategory('Desserts');
    const ordered = await newDish(category.id, 'Dêguê', 800);
    expect((await order(ordered.id)).statusCode).toBe(201);
    const refused = await call('DELETE', `/dishes/${ordered.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(menuMessages.dishInUse);
    const notEmpty = await call('DELETE', `/categories/${category.id}`, admin);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().message).toBe(menuMessages.categoryNotEmpty);

    // A heart does not keep a dish: it goes with it, and the customer's list no longer names it.
    const fresh = await newDish(category.id, 'Essai', 100);
    const fan = (await createUser(t.db)).auth;
    const hearted = await t.app.inject({ method: 'PUT', url: `/api/favorites/${fresh.id}`, headers: fan });
    expect(hearted.statusCode).toBeLessThan(300);
    expect((await call('DELETE', `/dishes/${fresh.id}`, admin)).statusCode).toBe(204);
    const hearts = await t.app.inject({ method: 'GET', url: '/api/favorites', headers: fan });
    expect(hearts.json<{ dish_ids: string[] }>().dish_ids).toEqual([]);
    expect((await call('PATCH', `/dishes/${fresh.id}`, admin, { price: 200 })).statusCode).toBe(404);
    const empty = await newCategory('Vide');
    expect((await call('DELETE', `/categories/${empty.id}`, admin)).statusCode).toBe(204);
    expect((await menu()).body.categories.map((c) => c.id)).not.toContain(empty.id);
  });

  it('moves dishes and categories one place up or down, as /menu lists them', async () => {
    const first = await newCategory('Entrées test');
    const second = await newCategory('Plats test');
    const a = await newDish(first.id, 'A', 1000);
    const b = await newDish(first.id, 'B', 1000);
    const c = await newDish(first.id, 'C', 1000);

    const moved = await call('POST', `/dishes/${c.id}/move`, admin, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    const order = (await menu()).body.dishes
      .filter((d) => d.specialite_id === first.id)
      .map((d) => d.dish_name);
    expect(order).toEqual(['A', 'C', 'B']);
    // Already first: nothing moves.
    await call('POST', `/dishes/${a.id}/move`, admin, { direction: 'up' });
    expect(
      (await menu()).body.dishes.filter((d) => d.specialite_id === first.id).map((d) => d.dish_id),
    ).toEqual([a.id, c.id, b.id]);

    await call('POST', `/categories/${second.id}/move`, admin, { direction: 'up' });
    const ids = (await menu()).body.categories.map((cat) => cat.id);
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1);
    const bad = await call('POST', `/categories/${second.id}/move`, admin, { direction: 'left' });
    expect(bad.json().errors.direction).toEqual([menuMessages.direction]);
  });

  it('stores an uploaded photo with its AVIF/WebP variants, and refuses a text file renamed .jpg', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const upload = async (data: Buffer, filename: string) => {
      const form = await multipartPayload({ picture: { data, filename, contentType: 'image/jpeg' } });
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/pictures',
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
    };
    const res = await upload(photo, 'plat.jpg');
    expect(res.statusCode).toBe(201);
    const { image, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 800, height: 600 });
    expect(image).toMatch(/^\/uploads\/catalogue\/[0-9a-f]{32}_800x600\.jpg$/);
    const dir = path.join(t.env.DATA_DIR, 'uploads', 'catalogue');
    const base = path.basename(image, '.jpg');
    // Never enlarged: an 800 px photo has no 960 px variant.
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.startsWith(`${base}.w`))
        .sort(),
    ).toEqual(
      [
        `${base}.w160.avif`,
        `${base}.w160.webp`,
        `${base}.w320.avif`,
        `${base}.w320.webp`,
        `${base}.w480.avif`,
        `${base}.w480.webp`,
        `${base}.w720.avif`,
        `${base}.w720.jpg`,
        `${base}.w720.webp`,
      ].sort(),
    );
    const variant = await t.app.inject({ method: 'GET', url: `/uploads/catalogue/${base}.w320.avif` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

    const category = await newCategory('Avec photo');
    const dish = await call('POST', '/dishes', admin, {
      name: 'Photo',
      price: 1000,
      category_id: category.id,
      image,
    });
    expect((await menu()).body.dishes.find((d) => d.dish_id === dish.json().id)?.bg_image).toBe(image);

    const fake = await upload(Buffer.from('pas une image, juste du texte'), 'photo.jpg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.picture).toBeDefined();
    // Right first bytes, nothing after: sharp cannot read it, and nothing is kept.
    const files = fs.readdirSync(dir).length;
    const truncated = await upload(photo.subarray(0, 40), 'coupee.jpg');
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors.picture).toEqual([authMessages.photoUnreadable]);
    expect(fs.readdirSync(dir).length).toBe(files);
  });
});

describe.runIf(dbKinds.includes('postgres'))('the menu editor across two API processes (postgres)', () => {
  let cleanup: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const test = await createTestDb('postgres');
    cleanup = test.cleanup;
    const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db))
      .rows[0]!;
    a = await buildApp({ env: testEnv(), db: test.db, logger: false });
    const dbB = createDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema, poolSize: 2 });
    b = await buildApp({ env: testEnv(), db: dbB, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await cleanup?.();
  });

  it("shows on B's /menu a price set through A, with B's ETag moved", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const admin = (await createUser(a.db, { role: 'admin' })).auth;
    const category = (
      await a.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: admin,
        payload: { name: 'Grillades' },
      })
    ).json();
    const dish = (
      await a.inject({
        method: 'POST',
        url: '/api/admin/dishes',
        headers: admin,
        payload: { name: 'Poulet braisé', price: 4000, category_id: category.id },
      })
    ).json();
    const before = await b.inject({ method: 'GET', url: '/api/menu' });
    await a.inject({
      method: 'PATCH',
      url: `/api/admin/dishes/${dish.id}`,
      headers: admin,
      payload: { price: 4500 },
    });
    // B learns of it from the shared version row, at the latest once its one-second memory of it is over.
    vi.setSystemTime(Date.now() + 1001);
    const after = await b.inject({ method: 'GET', url: '/api/menu' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as Menu).dishes.find((d) => d.dish_id === dish.id)?.dish_price).toBe(4500);
    vi.useRealTimers();
  });
});
