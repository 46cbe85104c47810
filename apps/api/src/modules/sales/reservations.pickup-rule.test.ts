import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupMessages } from '@lome/shared';
import { createTestApp, dbKinds, testClock, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish } from '../../test/paygate-testing.js';
import { poster } from '../../test/fixtures/reservations.js';

// Saturday 28 November 2026, 15:10 in Lomé (UTC), just after lunch closed; the footer's hours (Sun 12:00-15:00,
// Mon 11:30-14:30 and 19:00-22:30, Sat evening 19:00-23:00).
const NOW = '2026-11-28T15:10:00Z';

describe.each(dbKinds)('one pickup rule for the cart and /reservations (%s)', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const dishes: Record<'plain' | 'thieb' | 'foufou' | 'gateau', string> = {
    plain: '',
    thieb: '',
    foufou: '',
    gateau: '',
  };
  const post = poster(() => t);
  const reserve = (dish: keyof typeof dishes, reservation_date: string, source = 'cart') =>
    post(auth, {
      dishes: [{ dish_id: dishes[dish], quantity: 1 }],
      reservation_date,
      source,
      contact_name: 'Ama',
      contact_phone: '96112233',
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { OPENING_HOURS: '' }, { clock: testClock(NOW) });
    auth = (await createUser(t.db)).auth;
    dishes.plain = (await insertDish(t.db, { name: 'Koklo meme', price: 4000 })).id;
    for (const [key, name, hours] of [
      ['thieb', 'Thieboudienne', 24],
      ['foufou', 'Foufou', 3],
      ['gateau', 'Gâteau coco', 48],
    ] as const) {
      dishes[key] = (await insertDish(t.db, { name, price: 5000 })).id;
      await t.db
        .updateTable('dishes')
        .set({ requires_advance_notice: 1, advance_notice_hours: hours })
        .where('id', '=', dishes[key])
        .execute();
    }
  });
  afterAll(() => t.close());

  it("names the first real pickup for a 24 h dish, not one after Sunday's closing", async () => {
    const res = await reserve('thieb', '2026-11-29 14:00:00');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'ADVANCE_NOTICE_REQUIRED',
      message: "Thieboudienne se réserve 24 h à l'avance : retrait possible à partir de lundi à 11h30.",
      errors: { reservation_date: [expect.stringContaining('lundi à 11h30')] },
    });
    expect((await reserve('thieb', '2026-11-30 11:30:00')).statusCode).toBe(201);
  });

  it("holds each dish's own notice, to the minute", async () => {
    // Three hours: this evening is fine.
    expect((await reserve('foufou', '2026-11-28 19:00:00')).statusCode).toBe(201);
    const early = await reserve('gateau', '2026-11-30 12:00:00');
    expect(early.json().message).toBe(
      "Gâteau coco se réserve 48 h à l'avance : retrait possible à partir de lundi à 19h00.",
    );
    expect((await reserve('gateau', '2026-11-30 19:00:00')).statusCode).toBe(201);
  });

  it('takes the Saturday evening until closing, on both pages, and refuses a closed time naming the next pickup', async () => {
    expect((await reserve('plain', '2026-11-28 22:45:00')).statusCode).toBe(201);
    expect((await reserve('plain', '2026-11-28 22:45:00', 'preorder')).statusCode).toBe(201);
    const closed = await reserve('plain', '2026-11-29 15:15:00', 'preorder');
    expect(closed.json()).toMatchObject({
      code: 'RESTAURANT_CLOSED',
      message: 'Le restaurant est fermé à cette heure-là : retrait possible à partir de lundi à 11h30.',
    });
  });

  it('refuses the past and more than 7 days ahead, the same on both pages', async () => {
    for (const source of ['cart', 'preorder']) {
      expect((await reserve('plain', '2026-11-28 15:00:00', source)).json().message).toBe(
        pickupMessages.past,
      );
      expect((await reserve('plain', '2026-12-05 12:00:00', source)).statusCode).toBe(201);
      expect((await reserve('plain', '2026-12-06 12:00:00', source)).json().message).toBe(
        pickupMessages.window,
      );
    }
  });

  it('gives each dish its hours on the menu, as the dish page shows them', async () => {
    const menu = (await t.app.inject({ url: '/api/menu' })).json();
    const hoursOf = (id: string) => menu.dishes.find((d: { dish_id: string }) => d.dish_id === id);
    expect(hoursOf(dishes.gateau)).toMatchObject({ requires_advance_notice: true, advance_notice_hours: 48 });
    expect(hoursOf(dishes.foufou)).toMatchObject({ advance_notice_hours: 3 });
    expect(hoursOf(dishes.plain).advance_notice_hours).toBeUndefined();
  });
});
