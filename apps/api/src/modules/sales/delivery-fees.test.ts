import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFeeMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

// A metre north of the restaurant, as the server's haversine measures it (Earth radius 6 371 008.8 m).
const METRE_IN_DEGREES = 180 / (Math.PI * 6_371_008.8);
const at = (metres: number) => ({
  ...nearAddress,
  latitude: 6.1319 + metres * METRE_IN_DEGREES,
  longitude: 1.2228,
});

const demoFees = {
  bands: [
    { up_to_km: 3, fee: 500 },
    { up_to_km: 7, fee: 1_000 },
    { up_to_km: 15, fee: 1_500 },
  ],
  min_order_total: 2_000,
};

describe.each(dbKinds)('delivery fees by distance and the minimum order (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let ayimolou: { id: string; price: number };
  let bissap: { id: string; price: number };

  const putFees = (body: object, auth = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/delivery-fees', headers: auth, payload: body });
  const quote = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders/quote', headers: customer, payload: body });
  const order = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: customer, payload: body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await createUser(t.db, { role: 'admin' })).auth;
    customer = (await createUser(t.db)).auth;
    ayimolou = await insertDish(t.db, { name: 'Ayimolou', price: 2500 });
    bissap = await insertDish(t.db, { name: 'Jus de bissap', price: 700 });
  });
  afterAll(() => t.close());

  it('has no band and no minimum until Réglages sets them: the fee stays 0', async () => {
    expect((await t.app.inject({ url: '/api/admin/delivery-fees', headers: admin })).json()).toEqual({
      bands: [],
      min_order_total: 0,
    });
    const res = await quote({ ...at(5_200), dishes: [{ dish_id: bissap.id, quantity: 1 }] });
    expect(res.json()).toMatchObject({ delivery_price: 0, delivery_by_distance: false, total_price: 700 });
  });

  it('refuses bands out of order, overlapping or not whole, in French, and customers', async () => {
    const res = await putFees({
      bands: [
        { up_to_km: 7, fee: 1_000 },
        { up_to_km: 3, fee: 500.5 },
      ],
      min_order_total: -1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'bands.1.fee': [deliveryFeeMessages.bandFee],
      min_order_total: [deliveryFeeMessages.minOrderTotal],
    });
    const same = await putFees({ bands: [demoFees.bands[0], demoFees.bands[0]], min_order_total: 0 });
    expect(same.json().errors).toMatchObject({ bands: [deliveryFeeMessages.bandsAscending] });
    expect((await putFees(demoFees, customer)).statusCode).toBe(403);
  });

  describe('with the demo bands', () => {
    beforeAll(async () => {
      expect((await putFees(demoFees)).json()).toEqual(demoFees);
    });

    it.each([
      [10, 500],
      [3_000, 500],
      [3_001, 1_000],
      [5_200, 1_000],
      [7_000, 1_000],
      [7_001, 1_500],
      [15_000, 1_500],
    ])('a point %i m away pays %i FCFA, in the quote and in the order', async (metres, fee) => {
      const body = { ...at(metres), dishes: [{ dish_id: ayimolou.id, quantity: 1 }], delivery_price: 0 };
      const q = await quote(body);
      expect(q.json()).toMatchObject({
        distance_m: metres,
        delivery_price: fee,
        delivery_by_distance: true,
        min_order_total: 2_000,
        total_price: 2_500 + fee,
      });
      const o = await order(body);
      expect(o.statusCode).toBe(201);
      expect(o.json()).toMatchObject({ delivery_price: fee, total_price: 2_500 + fee, distance_m: metres });
    });

    it('refuses beyond the last band, in the quote and in the order', async () => {
      const body = { ...at(15_001), dishes: [{ dish_id: ayimolou.id, quantity: 1 }] };
      for (const res of [await quote(body), await order(body)]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          code: 'OUT_OF_DELIVERY_ZONE',
          message: 'Adresse hors de notre zone de livraison (15 km autour du restaurant).',
        });
      }
    });

    it('a nearer last band than the radius is the edge of the zone', async () => {
      await putFees({ bands: demoFees.bands.slice(0, 2), min_order_total: 2_000 });
      try {
        const res = await quote({ ...at(8_000), dishes: [{ dish_id: ayimolou.id, quantity: 1 }] });
        expect(res.json().message).toBe(
          'Adresse hors de notre zone de livraison (7 km autour du restaurant).',
        );
      } finally {
        await putFees(demoFees);
      }
    });

    it('refuses a cart below the minimum, saying what is missing; the quote without an address too', async () => {
      const message = 'Le minimum de commande pour la livraison est de 2 000 FCFA : il manque 1 300 FCFA.';
      expect(deliveryFeeMessages.belowMinimum(2_000, 1_300).replace(/\u00a0/g, ' ')).toBe(message);
      const dishes = [{ dish_id: bissap.id, quantity: 1 }];
      for (const res of [
        await quote({ dishes }),
        await quote({ ...at(14_000), dishes }),
        await order({ ...at(14_000), dishes }),
      ]) {
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('BELOW_MINIMUM_ORDER');
        expect(res.json().message.replace(/\u00a0/g, ' ')).toBe(message);
        expect(res.json().errors.dishes).toEqual([res.json().message]);
      }
      const orders = await t.app.inject({ url: '/api/orders-list', headers: customer });
      expect(orders.json().orders.every((o: { dishes_total: number }) => o.dishes_total >= 2_000)).toBe(true);
    });

    it('reaches the minimum exactly, and quotes without an address with the fee still unknown', async () => {
      const dishes = [{ dish_id: ayimolou.id, quantity: 1 }];
      expect((await quote({ dishes })).json()).toMatchObject({
        delivery_price: 0,
        delivery_by_distance: true,
        distance_m: null,
        total_price: 2_500,
      });
      await putFees({ ...demoFees, min_order_total: 2_500 });
      try {
        expect((await order({ ...at(100), dishes })).json()).toMatchObject({ total_price: 3_000 });
      } finally {
        await putFees(demoFees);
      }
    });

    it('leaves a pickup reservation without fee or minimum', async () => {
      const inTwoDays = `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)} 12:30:00`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: customer,
        payload: { dishes: [{ dish_id: bissap.id, quantity: 1 }], reservation_date: inTwoDays },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.json()).toMatchObject({ total_price: 700 });
    });
  });
});
