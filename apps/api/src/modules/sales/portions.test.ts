import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { insertDish } from '../../test/paygate-testing.js';
import { dishOptionSteps, startDishOptionsApp, TODAY } from '../../test/fixtures/dish-options.js';
import { expireUnpaidSales } from './timers.service.js';

type World = Awaited<ReturnType<typeof startDishOptionsApp>>;

// Decision 0081: today's portions, held by the sale on the day it is for and given back when it ends.
describe.each(dbKinds)("today's portions (%s)", (kind) => {
  let w: World;
  let t: TestApp;
  const s = dishOptionSteps(() => t);

  beforeAll(async () => {
    w = await startDishOptionsApp(kind);
    t = w.t;
  });
  afterAll(() => t.close());

  /** A dish of its own for each test, cooked in `portions` a day. */
  async function dishOf(name: string, portions: number) {
    const dish = await insertDish(t.db, { name, price: 2000 });
    await t.db.updateTable('dishes').set({ portions }).where('id', '=', dish.id).execute();
    return dish;
  }
  const held = async (dishId: string, day = TODAY) =>
    Number(
      (
        await t.db
          .selectFrom('dish_portions')
          .select('held')
          .where('dish_id', '=', dishId)
          .where('day', '=', day)
          .executeTakeFirst()
      )?.held ?? 0,
    );
  const catalogueVersion = async () =>
    (
      await t.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'catalogue_version')
        .executeTakeFirst()
    )?.value;
  const soldOut = (name: string) => ({
    code: 'SOLD_OUT',
    message: optionMessages.soldOut(name),
    errors: { dishes: [optionMessages.soldOut(name)] },
  });

  it('2 portions and 5 concurrent orders: 2 hold them, 3 are refused; a cancelled one gives its portion back', async () => {
    const dish = await dishOf('Akoumé sauce gombo', 2);
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => s.customer()));
    const versionBefore = await catalogueVersion();
    const answers = await Promise.all(
      buyers.map((auth) => s.order(auth, [{ dish_id: dish.id, quantity: 1 }])),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json()).toMatchObject(soldOut('Akoumé sauce gombo'));
    }
    expect(await held(dish.id)).toBe(2);
    // The menus cached under the catalogue's version show the new count.
    expect(await catalogueVersion()).not.toBe(versionBefore);

    const winner = answers.findIndex((a) => a.statusCode === 201);
    const cancelled = await s.cancel(buyers[winner]!, answers[winner]!.json().order_id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await held(dish.id)).toBe(1);
    const next = await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }]);
    expect(next.statusCode, next.body).toBe(201);
    const after = await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }]);
    expect(after.json()).toMatchObject(soldOut('Akoumé sauce gombo'));
  });

  it('counts a dish over all its lines, whatever their choices', async () => {
    const dish = await dishOf('Pintade grillée', 3);
    const res = await s.order(await s.customer(), [
      { dish_id: dish.id, quantity: 2, note: 'bien cuit' },
      { dish_id: dish.id, quantity: 2 },
    ]);
    expect(res.json()).toMatchObject(soldOut('Pintade grillée'));
    expect(await held(dish.id)).toBe(0);
  });

  it('an open order brought up to date holds what its new cart takes, not both carts', async () => {
    const dish = await dishOf('Gboma dessi', 2);
    const auth = await s.customer();
    const first = await s.order(auth, [{ dish_id: dish.id, quantity: 1 }]);
    const changed = await s.order(auth, [{ dish_id: dish.id, quantity: 2 }], {
      replaces_order_id: first.json().order_id,
    });
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json().order_id).toBe(first.json().order_id);
    expect(await held(dish.id)).toBe(2);
    const other = await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }]);
    expect(other.json()).toMatchObject(soldOut('Gboma dessi'));
  });

  it('an expired unpaid order gives its portions back', async () => {
    const dish = await dishOf('Fétri détsi', 1);
    const auth = await s.customer();
    const order = await s.order(auth, [{ dish_id: dish.id, quantity: 1 }]);
    expect(order.statusCode, order.body).toBe(201);
    expect((await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }])).statusCode).toBe(422);
    w.clock.advance(31);
    expect(await expireUnpaidSales(t.app, 30)).toContain(order.json().code_commande);
    expect(await held(dish.id)).toBe(0);
    // Expiring again gives nothing back twice.
    await expireUnpaidSales(t.app, 30);
    expect(await held(dish.id)).toBe(0);
    const next = await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }]);
    expect(next.statusCode, next.body).toBe(201);
    expect(await held(dish.id)).toBe(1);
  });

  it("a reservation holds its pickup day's portions, not today's", async () => {
    const dish = await dishOf('Ablo', 1);
    const later = '2026-12-09';
    const auth = await s.customer();
    const reserved = await s.reserve(auth, [{ dish_id: dish.id, quantity: 1 }], later);
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect([await held(dish.id), await held(dish.id, later)]).toEqual([0, 1]);
    const today = await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }]);
    expect(today.statusCode, today.body).toBe(201);
    const again = await s.reserve(await s.customer(), [{ dish_id: dish.id, quantity: 1 }], later);
    expect(again.json()).toMatchObject(soldOut('Ablo'));
    // Cancelled, the reservation gives back its own day.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${reserved.json().id}/cancel`,
      headers: auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await held(dish.id), await held(dish.id, later)]).toEqual([1, 0]);
  });

  it('staff orders hold portions and are refused when none are left', async () => {
    const dish = await dishOf('Kom et poisson frit', 1);
    const staff = await s.staff();
    const taken = await s.staffOrder(staff, [{ dish_id: dish.id, quantity: 1 }], '93000091');
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await held(dish.id)).toBe(1);
    const online = await s.order(await s.customer(), [{ dish_id: dish.id, quantity: 1 }]);
    expect(online.json()).toMatchObject(soldOut('Kom et poisson frit'));
    const byPhone = await s.staffOrder(staff, [{ dish_id: dish.id, quantity: 1 }], '93000101');
    expect(byPhone.json()).toMatchObject(soldOut('Kom et poisson frit'));
    // Staff cancel it: the portion is back.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${taken.json().order_id}/status`,
      headers: staff,
      payload: { status: 'cancelled', reason: 'Client injoignable' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await held(dish.id)).toBe(0);
  });
});
