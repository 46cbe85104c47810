import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

describe.each(dbKinds)('orders (%s)', (kind) => {
  let t: TestApp;
  let ayimolou: { id: string; price: number };
  let fufu: { id: string; price: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ayimolou = await insertDish(t.db, { name: 'Ayimolou', price: 2500 });
    fufu = await insertDish(t.db, { name: 'Foufou sauce arachide', price: 3000 });
  });
  afterAll(() => t.close());

  async function customer() {
    return (await createUser(t.db)).auth;
  }

  async function staff() {
    return (await createUser(t.db, { role: 'staff' })).auth;
  }

  function postOrder(auth: Record<string, string>, body: object, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, ...headers },
      payload: body,
    });
  }

  async function newOrder(auth: Record<string, string>, quantity = 1) {
    const res = await postOrder(auth, { ...nearAddress, dishes: [{ dish_id: ayimolou.id, quantity }] });
    expect(res.statusCode).toBe(201);
    return res.json<{ order_id: string; total_price: number }>();
  }

  /** What a confirmed PayGate payment leaves behind (payments.test.ts covers how it gets there). */
  async function markPaid(orderId: string) {
    await t.db
      .updateTable('orders')
      .set({ is_paid: 1, status: 'confirmed', paid_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .execute();
  }

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

  describe('reading orders', () => {
    it('lists the caller own orders, newest first', async () => {
      const auth = await customer();
      const a = await newOrder(auth);
      const b = await newOrder(auth, 2);
      await newOrder(await customer());
      const res = await t.app.inject({ method: 'GET', url: '/api/orders-list', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().orders.map((o: { order_id: string }) => o.order_id)).toEqual([
        b.order_id,
        a.order_id,
      ]);
    });

    it("answers 404 for another customer's order on every route", async () => {
      const { order_id } = await newOrder(await customer());
      const intruder = await customer();
      for (const [method, url] of [
        ['GET', `/api/orders-detail/${order_id}`],
        ['GET', `/api/orders/${order_id}/status`],
        ['POST', `/api/orders/${order_id}/cancel`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: intruder });
        expect(res.statusCode, url).toBe(404);
      }
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: intruder,
        payload: { order_id, phone_number: '90112233' },
      });
      expect(pay.statusCode).toBe(404);
    });

    it('answers 401 on the polled status without a valid session', async () => {
      const { auth, token } = await createUser(t.db);
      const { order_id } = await newOrder(auth);
      const url = `/api/orders/${order_id}/status`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where(
          'user_id',
          '=',
          (
            await t.db
              .selectFrom('orders')
              .select('user_id')
              .where('id', '=', order_id)
              .executeTakeFirstOrThrow()
          ).user_id,
        )
        .execute();
      const expired = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(expired.statusCode).toBe(401);
    });

    it('reports an unpaid order without transaction', async () => {
      const auth = await customer();
      const { order_id } = await newOrder(auth);
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order_id}/status`, headers: auth });
      expect(res.json()).toEqual({
        status: 'pending',
        payment_status: 'unpaid',
        is_paid: false,
        transaction: null,
      });
    });
  });

  describe('cancelling (D3)', () => {
    async function moveTo(orderId: string, ...statuses: string[]) {
      const auth = await staff();
      for (const status of statuses) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/status`,
          headers: auth,
          payload: { status },
        });
        expect(res.statusCode, status).toBe(200);
      }
    }

    it('lets the owner cancel an unpaid order', async () => {
      const auth = await customer();
      const { order_id } = await newOrder(auth);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order_id}/cancel`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Commande annulée avec succès',
        order: { status: 'cancelled' },
        refund: null,
      });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order_id}/cancel`,
        headers: auth,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('Cette commande ne peut plus être annulée.');
    });

    it.each([
      [['preparation']],
      [['preparation', 'in_delivery']],
      [['preparation', 'in_delivery', 'delivered']],
    ])('refuses once the paid order went through %j', async (path) => {
      const auth = await customer();
      const { order_id } = await newOrder(auth);
      await markPaid(order_id);
      await moveTo(order_id, ...path);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order_id}/cancel`,
        headers: auth,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Cette commande ne peut plus être annulée.');
    });
  });

  describe('staff status moves (D3)', () => {
    it('walks an order through its whole lifecycle and refuses skipped or backward steps', async () => {
      const auth = await customer();
      const { order_id } = await newOrder(auth);
      const staffAuth = await staff();
      const move = (status: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order_id}/status`,
          headers: staffAuth,
          payload: { status },
        });

      // Payment confirms an order, not staff: an unpaid order can only wait or be cancelled.
      const unpaid = await move('confirmed');
      expect(unpaid.statusCode).toBe(422);
      expect(unpaid.json().message).toBe(orderMessages.invalidTransition);
      await markPaid(order_id);
      expect((await move('in_delivery')).statusCode).toBe(422);
      for (const status of ['preparation', 'in_delivery']) expect((await move(status)).statusCode).toBe(200);
      const back = await move('preparation');
      expect(back.statusCode).toBe(422);
      expect(back.json().message).toBe(orderMessages.invalidTransition);
      expect((await move('cancelled')).statusCode).toBe(422);
      expect((await move('delivered')).json()).toMatchObject({ status: 'delivered' });

      const status = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order_id}/status`,
        headers: auth,
      });
      expect(status.json().status).toBe('delivered');
      const unknown = await move('eaten');
      expect(unknown.statusCode).toBe(422);
    });

    it('never moves an unpaid order forward, whatever its status says', async () => {
      const { order_id } = await newOrder(await customer());
      await t.db.updateTable('orders').set({ status: 'confirmed' }).where('id', '=', order_id).execute();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order_id}/status`,
        headers: await staff(),
        payload: { status: 'preparation' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(orderMessages.notPaid);
    });

    it('forbids customers and lists orders by status for staff', async () => {
      const auth = await customer();
      const { order_id } = await newOrder(auth);
      const asCustomer = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order_id}/status`,
        headers: auth,
        payload: { status: 'confirmed' },
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: auth })).statusCode,
      ).toBe(403);

      const staffAuth = await staff();
      await markPaid(order_id);
      const board = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?status=confirmed',
        headers: staffAuth,
      });
      expect(board.statusCode).toBe(200);
      const orders = board.json().orders as {
        order_id: string;
        status: string;
        dishes: unknown[];
        customer: { firstname: string };
      }[];
      expect(orders.every((o) => o.status === 'confirmed')).toBe(true);
      const mine = orders.find((o) => o.order_id === order_id);
      expect(mine).toMatchObject({
        customer: { firstname: 'Koffi' },
        dishes: [expect.objectContaining({ dish_name: 'Ayimolou' })],
      });
    });
  });
});
