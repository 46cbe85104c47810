import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';
import { ordersSteps, startOrdersApp } from '../../test/fixtures/orders.js';
import { deleteSetting, writeSetting } from '../settings/settings.store.js';
import { DELIVERY_RADIUS_SETTING } from './delivery.js';

describe.each(dbKinds)('orders (%s)', (kind) => {
  let t: TestApp;
  let ayimolou: { id: string; price: number };
  let fufu: { id: string; price: number };
  const { customer, postOrder } = ordersSteps(
    () => t,
    () => ayimolou,
  );

  beforeAll(async () => {
    ({ t, ayimolou, fufu } = await startOrdersApp(kind));
  });
  afterAll(() => t.close());

  describe('POST /api/orders', () => {
    it('prices every line from the catalogue and ignores the amounts a browser sends', async () => {
      const auth = await customer();
      const res = await postOrder(auth, {
        ...nearAddress,
        phone: '+228 90 11 22 33',
        dishes: [
          { dish_id: ayimolou.id, quantity: 2, price: 1 },
          { dish_id: fufu.id, quantity: 1 },
        ],
        delivery_price: 0,
        amount: 150,
        distance: 1,
      });
      expect(res.statusCode).toBe(201);
      const order = res.json();
      expect(order).toMatchObject({
        status: 'pending',
        is_paid: false,
        dishes_total: 2 * 2500 + 3000,
        delivery_price: 0,
        discount_amount: 0,
        total_price: 8000,
        total_quantite: 3,
        title: 'Domicile',
        phone: '90112233',
      });
      expect(order.code_commande).toMatch(/^CMD-[A-Z2-9]{8}$/);
      expect(order.order_id).toBe(order.id);
      expect(order.distance_m).toBeGreaterThan(800);
      expect(order.distance_m).toBeLessThan(1000);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/orders-detail/${order.order_id}`,
        headers: auth,
      });
      expect(detail.json().show_order_dish).toEqual(
        expect.arrayContaining([
          {
            dish_id: ayimolou.id,
            dish_name: 'Ayimolou',
            img_plat: '/uploads/ayimolou.jpg',
            quantity: 2,
            price_per_unit: 2500,
          },
          expect.objectContaining({ dish_id: fufu.id, quantity: 1, price_per_unit: 3000 }),
        ]),
      );
    });

    it('adds the delivery fee set by the restaurant and merges repeated lines', async () => {
      await t.db.insertInto('settings').values({ key: 'delivery_price', value: '500' }).execute();
      try {
        const res = await postOrder(await customer(), {
          ...nearAddress,
          dishes: [
            { dish_id: fufu.id, quantity: 1 },
            { dish_id: fufu.id, quantity: 2 },
          ],
        });
        expect(res.json()).toMatchObject({
          dishes_total: 9000,
          delivery_price: 500,
          total_price: 9500,
          total_quantite: 3,
        });
      } finally {
        await t.db.deleteFrom('settings').where('key', '=', 'delivery_price').execute();
      }
    });

    it('refuses unknown and unavailable dishes', async () => {
      const auth = await customer();
      const off = await insertDish(t.db, { name: 'Plat du dimanche', available: 0 });
      for (const dish_id of ['no-such-dish', off.id]) {
        const res = await postOrder(auth, { ...nearAddress, dishes: [{ dish_id, quantity: 1 }] });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(orderMessages.unknownDish);
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/orders-list', headers: auth });
      expect(list.json().orders).toEqual([]);
    });

    it('refuses an address outside the delivery radius', async () => {
      const res = await postOrder(await customer(), {
        ...nearAddress,
        // Kpalimé, about 100 km inland.
        latitude: 6.9,
        longitude: 0.63,
        dishes: [{ dish_id: ayimolou.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'Adresse hors de notre zone de livraison (15 km autour du restaurant).',
      );
    });

    it('answers missing fields with the French messages', async () => {
      const res = await postOrder(await customer(), { dishes: [], description_address: '', phone: '' });
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors.dishes).toContain(orderMessages.noDishes);
      expect(errors.description_address).toContain(orderMessages.address);
      expect(errors.phone).toContain(orderMessages.phone);
    });

    it('requires a session', async () => {
      const res = await postOrder({}, { ...nearAddress, dishes: [{ dish_id: ayimolou.id, quantity: 1 }] });
      expect(res.statusCode).toBe(401);
    });

    it('returns the same order for a repeated idempotency key', async () => {
      const auth = await customer();
      const body = { ...nearAddress, dishes: [{ dish_id: ayimolou.id, quantity: 1 }] };
      const first = await postOrder(auth, body, { 'idempotency-key': 'checkout-1' });
      const second = await postOrder(auth, body, { 'idempotency-key': 'checkout-1' });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json().order_id).toBe(first.json().order_id);
      // The key is per user: someone else's identical key makes their own order.
      const other = await postOrder(await customer(), body, { 'idempotency-key': 'checkout-1' });
      expect(other.statusCode).toBe(201);
      expect(other.json().order_id).not.toBe(first.json().order_id);
    });

    it('answers a repeated key with its order even when the address has left the zone since', async () => {
      const auth = await customer();
      // A few kilometres from the restaurant, then the zone shrinks to 1 km.
      const body = { ...nearAddress, latitude: 6.165, dishes: [{ dish_id: ayimolou.id, quantity: 2 }] };
      const first = await postOrder(auth, body, { 'idempotency-key': 'before-the-zone-shrank' });
      expect(first.statusCode).toBe(201);
      expect(first.json().distance_m).toBeGreaterThan(1000);
      await writeSetting(t.db, DELIVERY_RADIUS_SETTING, '1');
      try {
        const again = await postOrder(auth, body, { 'idempotency-key': 'before-the-zone-shrank' });
        expect(again.statusCode).toBe(200);
        expect(again.json().order_id).toBe(first.json().order_id);
        const fresh = await postOrder(auth, body, { 'idempotency-key': 'after-the-zone-shrank' });
        expect(fresh.statusCode).toBe(422);
      } finally {
        await deleteSetting(t.db, DELIVERY_RADIUS_SETTING);
      }
    });

    it('makes one order from 10 concurrent requests with the same key', async () => {
      const auth = await customer();
      const body = { ...nearAddress, dishes: [{ dish_id: fufu.id, quantity: 2 }] };
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => postOrder(auth, body, { 'idempotency-key': 'double-tap' })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(responses.map((r) => r.json().order_id)).size).toBe(1);
      const list = await t.app.inject({ method: 'GET', url: '/api/orders-list', headers: auth });
      expect(list.json().orders).toHaveLength(1);
    });

    it('takes 50 concurrent orders without error', async () => {
      const users = await Promise.all(Array.from({ length: 5 }, () => customer()));
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          postOrder(users[i % 5]!, {
            ...nearAddress,
            // A cart of its own each: the same cart again is the same checkout (decision 0039).
            dishes: [{ dish_id: ayimolou.id, quantity: 1 + Math.floor(i / 5) }],
          }),
        ),
      );
      expect(responses.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
      expect(new Set(responses.map((r) => r.json().code_commande)).size).toBe(50);
      const lists = await Promise.all(
        users.map((auth) => t.app.inject({ method: 'GET', url: '/api/orders-list', headers: auth })),
      );
      expect(lists.map((l) => l.json().orders.length)).toEqual([10, 10, 10, 10, 10]);
    });
  });
});
