import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { ordersSteps, startOrdersApp } from '../../test/fixtures/orders.js';

describe.each(dbKinds)('orders (%s)', (kind) => {
  let t: TestApp;
  let ayimolou: { id: string; price: number };
  const { customer, staff, newOrder, markPaid } = ordersSteps(
    () => t,
    () => ayimolou,
  );

  beforeAll(async () => {
    ({ t, ayimolou } = await startOrdersApp(kind));
  });
  afterAll(() => t.close());

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
});
