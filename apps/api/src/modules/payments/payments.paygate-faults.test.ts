import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@lome/shared';
import { createTestApp, dbKinds } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish, nearAddress, SIM_TOKEN, startTestSimulator } from '../../test/paygate-testing.js';
import { reconcileDuePayments } from './reconciliation.service.js';

describe.each(dbKinds)('payments when PayGate misbehaves (%s)', (kind) => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let proxy: FastifyInstance;
  let proxyUrl: string;

  beforeAll(async () => {
    sim = await startTestSimulator({ delayMs: 0 });
    // A PayGate whose answer to /pay got lost once: the request is registered, and the retry we see says
    // "duplicate identifier" (6).
    proxy = Fastify();
    const forward = (path: string, body: unknown) =>
      fetch(`${sim.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    proxy.post('/api/v1/pay', async (request) => {
      await forward('/api/v1/pay', request.body);
      return forward('/api/v1/pay', request.body);
    });
    proxy.post('/api/v1/status', async (request) => forward('/api/v1/status', request.body));
    proxy.post('/api/v2/status', async (request) => forward('/api/v2/status', request.body));
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    proxyUrl = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await proxy.close();
    await sim.close();
  });

  async function appWith(env: Record<string, string>) {
    const t = await createTestApp(kind, {
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYMENT_CHECK_DELAY_MS: '20',
      ...env,
    });
    const dish = await insertDish(t.db);
    const { auth } = await createUser(t.db);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: auth,
        payload: { ...nearAddress, dishes: [{ dish_id: dish.id, quantity: 1 }] },
      })
    ).json();
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: auth,
        payload: { order_id: order.order_id, phone_number: '90112233' },
      });
    const payments = () => t.db.selectFrom('payments').selectAll().execute();
    return { t, pay, payments, auth, order };
  }

  it('adopts the transaction PayGate already holds when it answers "duplicate identifier"', async () => {
    const { t, pay, payments } = await appWith({ PAYGATE_BASE_URL: proxyUrl });
    try {
      const res = await pay();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending', tx_reference: expect.stringMatching(/^\d+$/) });
      expect(await payments()).toEqual([
        expect.objectContaining({ status: 'pending', tx_reference: res.json().tx_reference }),
      ]);
    } finally {
      await t.close();
    }
  });

  it('answers 502 with a French message when the auth token is refused (status 2)', async () => {
    const { t, pay, payments } = await appWith({
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: 'wrong-token',
    });
    try {
      const res = await pay();
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(paymentMessages.providerRefused);
      expect(await payments()).toEqual([expect.objectContaining({ status: 'failed' })]);
    } finally {
      await t.close();
    }
  });

  it('keeps in verification an attempt PayGate could not be reached for, asking about it by identifier', async () => {
    const { t, pay, payments, auth, order } = await appWith({
      PAYGATE_BASE_URL: 'http://127.0.0.1:1',
      PAYMENT_TTL_MINUTES: '0.001',
    });
    try {
      const res = await pay();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'verifying', message: paymentMessages.verifying });
      const [payment] = await payments();
      expect(payment).toMatchObject({ status: 'pending', tx_reference: null, check_count: 1 });
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.order_id}/status`,
        headers: auth,
      });
      expect(status.json()).toMatchObject({ payment_status: 'pending', is_paid: false });
      // Still unreachable, past our time limit too: asked again later instead of guessing.
      await t.db
        .updateTable('payments')
        .set({ next_check_at: new Date(0).toISOString(), last_checked_at: null })
        .execute();
      const checks = (await payments())[0]!.check_count;
      expect(await reconcileDuePayments(t.app)).toBe(1);
      const [again] = await payments();
      expect(again).toMatchObject({ status: 'pending', check_count: checks + 1 });
      expect(Date.parse(again!.next_check_at!)).toBeGreaterThan(Date.now());
      expect((await pay()).json()).toMatchObject({ status: 'verifying', payment_id: payment!.id });
    } finally {
      await t.close();
    }
  });

  it('expires a payment still in progress after the time limit', async () => {
    const { t, auth, order, payments } = await appWith({
      PAYGATE_BASE_URL: sim.url,
      PAYMENT_TTL_MINUTES: '0.001',
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: auth,
        payload: { order_id: order.order_id, phone_number: '90112232' },
      });
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.order_id}/status`,
        headers: auth,
      });
      expect(status.json()).toMatchObject({ payment_status: 'expired', is_paid: false });
      expect((await payments())[0]).toMatchObject({ status: 'expired' });
    } finally {
      await t.close();
    }
  });

  /** Pays the order from `phone`, then polls once our time limit is over while PayGate says "in progress". */
  async function giveUpOn(app: Awaited<ReturnType<typeof appWith>>, phone: string) {
    const { t, auth, order, payments } = app;
    await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: auth,
      payload: { order_id: order.order_id, phone_number: phone },
    });
    await new Promise((r) => setTimeout(r, 100));
    await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}/status`, headers: auth });
    const [ended] = await payments();
    expect(ended).toMatchObject({ status: 'expired' });
    return ended!;
  }

  it('still applies a payment PayGate completes after we gave up on it', async () => {
    const slow = await startTestSimulator({ delayMs: 1500 });
    const app = await appWith({ PAYGATE_BASE_URL: slow.url, PAYMENT_TTL_MINUTES: '0.001' });
    const { t, auth, order, payments } = app;
    try {
      // Ended so the customer may try again, but still asked about for a day.
      const ended = await giveUpOn(app, '90112233');
      expect(Date.parse(ended.recheck_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
      expect(Date.parse(ended.next_check_at!)).toBeGreaterThan(Date.now() + 20 * 60_000);

      // The customer confirms on the phone late; the callback is lost. The day-long re-check finds it.
      await new Promise((r) => setTimeout(r, 1500));
      await t.db
        .updateTable('payments')
        .set({ next_check_at: new Date(0).toISOString() })
        .execute();
      await reconcileDuePayments(t.app);
      expect((await payments())[0]).toMatchObject({ status: 'paid', recheck_until: ended.recheck_until });
      const paid = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.order_id}/status`,
        headers: auth,
      });
      expect(paid.json()).toMatchObject({ payment_status: 'completed', is_paid: true });
    } finally {
      await t.close();
      await slow.close();
    }
  });

  it('stops asking about a payment we gave up on once PayGate itself ends it', async () => {
    const slow = await startTestSimulator({ delayMs: 1500 });
    const app = await appWith({ PAYGATE_BASE_URL: slow.url, PAYMENT_TTL_MINUTES: '0.001' });
    const { t, payments } = app;
    try {
      // Ends in 4: in progress at first, then expired by PayGate.
      await giveUpOn(app, '90112234');
      await new Promise((r) => setTimeout(r, 1500));
      await t.db
        .updateTable('payments')
        .set({ next_check_at: new Date(0).toISOString() })
        .execute();
      expect(await reconcileDuePayments(t.app)).toBe(1);
      expect((await payments())[0]).toMatchObject({
        status: 'expired',
        recheck_until: null,
        next_check_at: null,
      });
      expect(await reconcileDuePayments(t.app)).toBe(0);
    } finally {
      await t.close();
      await slow.close();
    }
  });

  it('stops asking about a payment we gave up on once the re-check period is over', async () => {
    const app = await appWith({ PAYGATE_BASE_URL: sim.url, PAYMENT_TTL_MINUTES: '0.001' });
    const { t, payments } = app;
    try {
      // A phone ending in 2 stays "in progress" at the simulator (P13.3).
      await giveUpOn(app, '90112232');
      const past = new Date(Date.now() - 1000).toISOString();
      await t.db.updateTable('payments').set({ next_check_at: past, recheck_until: past }).execute();
      const checks = (await payments())[0]!.check_count;
      expect(await reconcileDuePayments(t.app)).toBe(0);
      expect((await payments())[0]!.check_count).toBe(checks);
    } finally {
      await t.close();
    }
  });
});
