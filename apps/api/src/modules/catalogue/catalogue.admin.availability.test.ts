import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuMessages, orderMessages, type Menu } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { priceCart } from '../sales/pricing.js';
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

  const { call, menu, newCategory, newDish, order } = menuEditorSteps(
    () => t,
    () => admin,
  );

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
});
