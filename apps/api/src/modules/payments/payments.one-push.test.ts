import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { eventually, insertDish, SIM_TOKEN, startTestSimulator } from '../../test/paygate-testing.js';
import { initiatePayment } from './start.service.js';
import { steps } from '../../test/fixtures/payments.js';

describe.each(dbKinds)('one push per order, whatever the timing (%s)', (kind) => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let slowSim: Awaited<ReturnType<typeof startTestSimulator>>;
  let proxy: FastifyInstance;
  let t: TestApp;
  let dish: { id: string };
  // A PayGate in front of the simulator that can be slow to answer /pay, fail before it, or lose its answer.
  const paygate = { target: '', payDelayMs: 0, unreachable: 0, answersLost: 0, pushes: [] as string[] };
  const s = steps(
    () => t,
    () => dish.id,
  );

  beforeAll(async () => {
    sim = await startTestSimulator({ delayMs: 0 });
    slowSim = await startTestSimulator({ delayMs: 600 });
    proxy = Fastify();
    const forward = (path: string, body: unknown) =>
      fetch(`${paygate.target}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const bad = (reply: import('fastify').FastifyReply, status: number) =>
      reply.status(status).type('text/html').send(`<h1>${status}</h1>`);
    proxy.post('/api/v1/pay', async (request, reply) => {
      if (paygate.unreachable > 0) {
        paygate.unreachable--;
        return bad(reply, 503);
      }
      paygate.pushes.push(String((request.body as { identifier: string }).identifier));
      if (paygate.payDelayMs) await new Promise((r) => setTimeout(r, paygate.payDelayMs));
      const answer = await forward('/api/v1/pay', request.body);
      if (paygate.answersLost > 0) {
        paygate.answersLost--;
        return bad(reply, 504);
      }
      return answer;
    });
    proxy.post('/api/v1/status', async (request) => forward('/api/v1/status', request.body));
    proxy.post('/api/v2/status', async (request) => forward('/api/v2/status', request.body));
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    t = await createTestApp(kind, {
      PAYGATE_BASE_URL: `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYMENT_CHECK_DELAY_MS: '20',
    });
    dish = await insertDish(t.db);
  });
  beforeEach(() => {
    Object.assign(paygate, { target: sim.url, payDelayMs: 0, unreachable: 0, answersLost: 0, pushes: [] });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await sim.close();
    await slowSim.close();
  });

  const attempts = (orderId: string) =>
    t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
  /** Waits (on the real clock: Date may be faked) until PayGate has received `n` pushes. */
  async function pushesReach(n: number) {
    for (let i = 0; i < 500 && paygate.pushes.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    expect(paygate.pushes).toHaveLength(n);
  }

  it('pushes once for taps on either side of a minute boundary (fake clock), some of them together', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const body = { order_id: order.order_id, phone_number: '90112232' };
    paygate.payDelayMs = 300;
    const boundary = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    let answers;
    try {
      vi.setSystemTime(boundary - 40);
      const first = s.pay(auth, body);
      // The first push is on its way to PayGate when the minute turns and three more taps arrive together.
      await pushesReach(1);
      vi.setSystemTime(boundary + 10);
      answers = await Promise.all([first, ...[1, 2, 3].map(() => s.pay(auth, body))]);
    } finally {
      vi.useRealTimers();
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().tx_reference)).size).toBe(1);
    expect(paygate.pushes).toHaveLength(1);
    expect(await attempts(order.order_id)).toHaveLength(1);
  });

  it('gives a tap the attempt under way until the dialog gives up (5 minutes), then pushes anew', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    // Ends in 2: stays in progress at PayGate.
    const body = { order_id: order.order_id, phone_number: '90112232' };
    const start = Date.now();
    const first = (await s.pay(auth, body)).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    let again, retry;
    try {
      vi.setSystemTime(start + 4.5 * 60_000);
      again = (await s.pay(auth, body)).json();
      vi.setSystemTime(start + 5 * 60_000 + 1000);
      retry = await s.pay(auth, body);
    } finally {
      vi.useRealTimers();
    }
    expect(again).toEqual(first);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().tx_reference).not.toBe(first.tx_reference);
    expect(paygate.pushes).toHaveLength(2);
    // The attempt given up is ended, so only one is under way, but PayGate is still asked about it for a day.
    const [old, latest] = await attempts(order.order_id);
    expect(old).toMatchObject({ id: first.payment_id, status: 'expired' });
    expect(old!.recheck_until).not.toBeNull();
    expect(latest).toMatchObject({ id: retry.json().payment_id, status: 'pending' });
  });

  it('pushes at once on a retry after PayGate was unreachable; the attempt that never reached it reads failed', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const body = { order_id: order.order_id, phone_number: '90112233' };
    paygate.unreachable = 1;
    const refused = await s.pay(auth, body);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(paymentMessages.providerUnavailable);

    const before = Date.now();
    const retry = await s.pay(auth, body);
    expect(retry.statusCode).toBe(200);
    expect(Date.now() - before).toBeLessThan(2000);
    expect((await attempts(order.order_id)).map((p) => p.status)).toEqual(['failed', 'pending']);
    const paid = await eventually(async () => {
      const st = await s.status(auth, order.order_id);
      return st.is_paid ? st : undefined;
    });
    expect(paid).toMatchObject({ payment_status: 'completed' });
  });

  it('finds by identifier a push whose answer was lost, and answers it to a retry instead of pushing again', async () => {
    paygate.target = slowSim.url;
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const body = { order_id: order.order_id, phone_number: '90112233' };
    // PayGate registers the push and pushes the prompt, but its answer never comes back to us.
    paygate.answersLost = 1;
    const first = (await s.pay(auth, body)).json();
    const [lost] = await attempts(order.order_id);
    expect(lost).toMatchObject({ status: 'pending', tx_reference: first.tx_reference });
    expect(first).toMatchObject({ status: 'pending', tx_reference: expect.stringMatching(/^\d+$/) });
    // The customer taps again: the same prompt, not a second one.
    const retry = (await s.pay(auth, body)).json();
    expect(retry).toEqual(first);
    expect(paygate.pushes).toHaveLength(1);
    // The customer approves the prompt; PayGate's callback comes.
    await new Promise((r) => setTimeout(r, 700));
    await s.callback({ tx_reference: first.tx_reference });
    expect(await s.order_row(order.order_id)).toMatchObject({ is_paid: 1, payment_id: lost!.id });
    expect((await s.refunds()).filter((r) => r.payment_id === lost!.id)).toEqual([]);
    expect((await s.events(order.order_id)).filter((e) => e.type === 'order.paid')).toHaveLength(1);
  });

  it('ends the attempt under way when the customer changes phone; both confirmed, one pays and one is owed back', async () => {
    paygate.target = slowSim.url;
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const first = (await s.pay(auth, { order_id: order.order_id, phone_number: '90112233' })).json();
    const second = (await s.pay(auth, { order_id: order.order_id, phone_number: '96112233' })).json();
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(await s.payment(first.payment_id)).toMatchObject({ status: 'expired' });
    // Both prompts confirmed on the phones; the callbacks come for both.
    await new Promise((r) => setTimeout(r, 700));
    for (const p of [first, second])
      await s.callback({ identifier: (await s.payment(p.payment_id)).identifier });

    expect(await s.payment(first.payment_id)).toMatchObject({ status: 'paid' });
    expect(await s.payment(second.payment_id)).toMatchObject({ status: 'paid' });
    expect(await s.order_row(order.order_id)).toMatchObject({ is_paid: 1, payment_id: first.payment_id });
    expect((await s.events(order.order_id)).filter((e) => e.type === 'order.paid')).toHaveLength(1);
    expect((await s.refunds()).filter((r) => r.payment_id === second.payment_id)).toEqual([
      expect.objectContaining({ amount: order.total_price, status: 'pending', order_id: null }),
    ]);
  });

  it('pushes once for a sponsor activation tapped twice together', async () => {
    const { user } = await createUser(t.db, { user_status: 'sponsor' });
    const activation = {
      userId: user.id,
      purpose: 'sponsor_activation' as const,
      amount: 200_000,
      phone: '90112232',
      network: 'TMONEY' as const,
      description: 'Activation sponsor',
    };
    paygate.payDelayMs = 200;
    const [a, b] = await Promise.all([
      initiatePayment(t.app, activation),
      initiatePayment(t.app, activation),
    ]);
    expect(b).toEqual(a);
    expect(paygate.pushes).toHaveLength(1);
  });

  it('answers success to a tap after the wait when the payment went through meanwhile', async () => {
    paygate.target = slowSim.url;
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const body = { order_id: order.order_id, phone_number: '90112233' };
    const first = (await s.pay(auth, body)).json();
    await new Promise((r) => setTimeout(r, 700));
    vi.useFakeTimers({ toFake: ['Date'] });
    let again;
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      again = await s.pay(auth, body);
    } finally {
      vi.useRealTimers();
    }
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'success', payment_id: first.payment_id });
    expect(paygate.pushes).toHaveLength(1);
    expect(await s.order_row(order.order_id)).toMatchObject({ is_paid: 1 });
  });
});
