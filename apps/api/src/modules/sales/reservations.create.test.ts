import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { pickup, poster, startReservationsApp } from '../../test/fixtures/reservations.js';

describe.each(dbKinds)('reservations (%s)', (kind) => {
  let t: TestApp;
  let dish: { id: string; price: number };

  beforeAll(async () => {
    ({ t, dish } = await startReservationsApp(kind));
  });
  afterAll(() => t.close());

  const post = poster(() => t);

  it('creates a cart reservation priced by the server', async () => {
    const { auth } = await createUser(t.db);
    const res = await post(auth, {
      dishes: [{ dish_id: dish.id, quantity: 3, price: 1 }],
      reservation_date: pickup(2, '12:30:00'),
      notes: 'Sans piment',
      total_price: 10,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      source: 'cart',
      status: 'pending',
      pickup_location: 'restaurant',
      total_price: 12_000,
      total_quantite: 3,
      notes: 'Sans piment',
      is_paid: false,
      reservation_date: pickup(2, '12:30:00'),
    });
    expect(created.reservation_id).toBe(created.id);
    expect(created.code).toMatch(/^RES-[A-Z2-9]{8}$/);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${created.id}`,
      headers: auth,
    });
    expect(detail.json()).toMatchObject({
      reservation: { id: created.id },
      dishes: [{ dish_id: dish.id, dish_name: 'Koklo meme', quantity: 3, price_per_unit: 4000 }],
      payment_status: 'unpaid',
      transaction: null,
    });
  });

  it('accepts a pre-order for tomorrow and for a week ahead, picked up at the drive', async () => {
    const { auth } = await createUser(t.db);
    for (const days of [1, 7]) {
      const res = await post(auth, {
        dishes: [{ dish_id: dish.id, quantity: 1 }],
        reservation_date: pickup(days, '19:00'),
        source: 'preorder',
        pickup_location: 'drive',
        contact_name: 'Ama Koffi',
        contact_email: 'ama@example.tg',
        contact_phone: '+228 96 11 22 33',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        source: 'preorder',
        pickup_location: 'drive',
        contact_phone: '96112233',
        reservation_date: pickup(days, '19:00:00'),
      });
    }
  });

  it('answers missing dishes and date with the spec messages', async () => {
    const { auth } = await createUser(t.db);
    const res = await post(auth, { dishes: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      dishes: [orderMessages.noReservationDishes],
      reservation_date: [orderMessages.reservationDate],
    });
  });

  it('is idempotent, lists only the caller reservations and hides others', async () => {
    const { auth } = await createUser(t.db);
    const body = { dishes: [{ dish_id: dish.id, quantity: 1 }], reservation_date: pickup(3, '13:00:00') };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(auth, body, { 'idempotency-key': 'resa-1' })),
    );
    expect(new Set(responses.map((r) => r.json().reservation_id)).size).toBe(1);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);

    const { auth: other } = await createUser(t.db);
    const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: auth });
    expect(list.json().reservations).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reservations', headers: other })).json().reservations,
    ).toEqual([]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${responses[0]!.json().reservation_id}`,
      headers: other,
    });
    expect(peek.statusCode).toBe(404);
  });
});
