import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { menuMessages, type Menu } from '@lome/shared';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { createTestApp, createTestDb, dbKinds, type TestApp, testEnv } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { menuEditorSteps, type Headers } from '../../test/fixtures/catalogue.admin.js';

describe.each(dbKinds)('the menu editor (%s)', (kind) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await createUser(t.db, { role: 'admin' })).auth;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const { call, menu, newCategory, newDish } = menuEditorSteps(
    () => t,
    () => admin,
  );

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
