import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress } from '../../test/paygate-testing.js';

// The polled status on a SQLite file, as `npm start` runs it: read through the second, read-only connection.
describe('the polled order status on a SQLite file', () => {
  let t: TestApp;
  let dishId: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite-file');
    dishId = (await insertDish(t.db)).id;
  });
  afterAll(async () => t.close());

  const status = (orderId: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/api/orders/${orderId}/status`, headers });

  /** A new customer's new order. */
  async function placeOrder() {
    const { auth } = await createUser(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { ...nearAddress, dishes: [{ dish_id: dishId, quantity: 1 }] },
    });
    return { auth, orderId: created.json().order_id as string };
  }

  it("answers the owner at once, tells 401 from someone else's 404, and sees a cancel right away", async () => {
    const { auth, orderId } = await placeOrder();
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

  // Names and values in the order sent, less those that belong to the body or the connection.
  const securityHeaders = (res: LightMyRequestResponse) =>
    Object.entries(res.headers)
      .filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name))
      .map(([name, value]) => `${name}: ${String(value)}`);

  // The route takes helmet's headers worked out once at start (decision 0011): every answer of it, 200, 401, 404
  // or the input guard's 422, carries exactly the headers, in the same order, of routes helmet serves each time.
  it("sends helmet's own security headers on every answer", async () => {
    const { auth, orderId } = await placeOrder();
    // Served through @fastify/helmet: the owner's order list.
    const byHelmet = await t.app.inject({ method: 'GET', url: '/api/orders-list', headers: auth });
    expect(byHelmet.statusCode).toBe(200);
    const expected = securityHeaders(byHelmet);
    expect(expected.join('\n')).toContain('content-security-policy: ');
    expect(expected.join('\n')).toContain('x-frame-options: DENY');
    expect(expected.join('\n')).toContain('x-content-type-options: nosniff');

    const stranger = await createUser(t.db);
    const answers = [
      await status(orderId, auth),
      await status(orderId, auth, 'HEAD'),
      await status(orderId),
      await status(orderId, stranger.auth),
      await status(`${orderId}%00`, auth),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 422]);
    for (const res of answers) expect(securityHeaders(res)).toEqual(expected);
  });
});
