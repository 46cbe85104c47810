import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../payments/testing.js';

// The polled status on a SQLite file, as `npm start` runs it: read through the second, read-only connection.
describe('the polled order status on a SQLite file', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dishId: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite-file');
    dishId = (await insertDish(t.db)).id;
  });
  afterAll(async () => t.close());

  const status = (orderId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/status`, headers });

  it("answers the owner at once, tells 401 from someone else's 404, and sees a cancel right away", async () => {
    const { auth } = await createUser(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }] },
    });
    const orderId = created.json().order_id as string;

    expect((await status(orderId, auth)).json()).toEqual({
      status: 'pending',
      payment_status: 'unpaid',
      is_paid: false,
      transaction: null,
    });
    expect((await status(orderId)).statusCode).toBe(401);
    expect((await status(orderId, { authorization: 'Bearer forged' })).statusCode).toBe(401);
    const stranger = await createUser(t.db);
    expect((await status(orderId, stranger.auth)).statusCode).toBe(404);

    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: auth });
    expect((await status(orderId, auth)).json()).toMatchObject({ status: 'cancelled' });
  });
});
