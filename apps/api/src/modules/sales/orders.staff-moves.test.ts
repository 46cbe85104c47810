import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@lome/shared';
import { dbKinds, type TestApp } from '../../test/helper.js';
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
