import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import type { SimulatorFaults } from '../../paygate/simulator.js';
import {
  eventually,
  insertDish,
  nearAddress,
  SIM_TOKEN,
  startTestSimulator,
} from '../../test/paygate-testing.js';
import { reconcileDuePayments } from './reconciliation.service.js';

const CHECK_DELAY_MS = 20;

/** A push whose answer PayGate's network lost is "en vérification" until PayGate says (decision 0047). */
describe.each(dbKinds)('a push whose answer was lost (%s)', (kind) => {
  // The simulator reads its faults at each call: each test sets what the network loses.
  const faults: SimulatorFaults = {};
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let t: TestApp;
  let dish: { id: string };

  beforeAll(async () => {
    // The customer approves on the phone 300 ms after the prompt arrives (phones not ending in 2, 4 or 6).
    sim = await startTestSimulator({ delayMs: 300, faults });
    t = await createTestApp(kind, {
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYMENT_CHECK_DELAY_MS: String(CHECK_DELAY_MS),
    });
    dish = await insertDish(t.db);
  });
  beforeEach(() => {
    for (const key of Object.keys(faults)) delete faults[key as keyof SimulatorFaults];
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  /** The pushes PayGate registered (each one rang the phone), from the simulator's own records. */
  const pushes = () => {
    const file = path.join(sim.dataDir, 'paygate-simulator.json');
    if (!fs.existsSync(file)) return [];
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      transactions: { identifier: string; tx_reference: number }[];
    };
    return state.transactions;
  };
  const attempts = (orderId: string) =>
    t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

  async function customer() {
    const { auth } = await createUser(t.db);
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, payload });
    const created = await inject('POST', '/api/orders', {
      ...nearAddress,
      dishes: [{ dish_id: dish.id, quantity: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json<{ order_id: string; total_price: number }>();
    return {
      order,
      pay: (phone = '90112233') =>
        inject('POST', '/api/payment', { order_id: order.order_id, phone_number: phone }),
      status: async () => (await inject('GET', `/api/orders/${order.order_id}/status`)).json(),
      payment: async (id: string) => (await inject('GET', `/api/payments/${id}`)).json(),
    };
  }
  const ours = (orderId: string) => async () => {
    const identifiers = new Set((await attempts(orderId)).map((p) => p.identifier));
    return pushes().filter((p) => identifiers.has(p.identifier));
  };

  it('pays the order once the customer approves a push whose answer was lost, without a second push', async () => {
    const c = await customer();
    const pushesOf = ours(c.order.order_id);
    // PayGate registers the push (the phone rings) but its answer is lost, and so are its status answers.
    Object.assign(faults, { payAnswersLost: 1, statusErrors: 1 });
    const first = await c.pay();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'verifying',
      tx_reference: null,
      message:
        'Nous vérifions votre paiement… si une demande arrive sur votre téléphone, vous pouvez la valider',
      payment_id: expect.any(String),
    });
    const { payment_id } = first.json<{ payment_id: string }>();
    expect(await pushesOf()).toHaveLength(1);
    expect(await c.payment(payment_id)).toMatchObject({
      status: 'pending',
      verifying: true,
      label: paymentMessages.verifying,
    });
    // The order is not failed: its payment is under way, so the dialog keeps polling.
    expect(await c.status()).toMatchObject({ payment_status: 'pending', is_paid: false, transaction: null });

    // The customer taps "Payer" again while PayGate cannot say: the same payment, no second prompt.
    const again = await c.pay();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'verifying', payment_id });
    expect(await pushesOf()).toHaveLength(1);

    // Asked at the usual cadence, not every 30 minutes.
    await t.db
      .updateTable('payments')
      .set({ next_check_at: new Date(0).toISOString() })
      .where('id', '=', payment_id)
      .execute();
    await reconcileDuePayments(t.app);
    const [verifying] = await attempts(c.order.order_id);
    expect(verifying).toMatchObject({ status: 'pending', tx_reference: null });
    expect(Date.parse(verifying!.next_check_at!) - Date.now()).toBeLessThanOrEqual(12 * CHECK_DELAY_MS);

    // PayGate answers again; the customer approved the prompt meanwhile: the polled order ends paid.
    faults.statusErrors = 0;
    const paid = await eventually(async () => {
      const st = await c.status();
      return st.is_paid ? st : undefined;
    });
    const [push] = await pushesOf();
    expect(paid).toMatchObject({
      payment_status: 'completed',
      transaction: { transaction_id: String(push!.tx_reference) },
    });
    expect(await pushesOf()).toHaveLength(1);
    expect((await attempts(c.order.order_id)).map((p) => [p.id, p.status])).toEqual([[payment_id, 'paid']]);
    const events = await t.db
      .selectFrom('domain_events')
      .select('type')
      .where('subject_id', '=', c.order.order_id)
      .execute();
    expect(events.filter((e) => e.type === 'order.paid')).toHaveLength(1);
    expect(await t.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
  });

  it('answers the push as usual when its answer was lost but PayGate says it holds it', async () => {
    const c = await customer();
    faults.payAnswersLost = 1;
    // A phone ending in 2: the prompt stays unanswered at PayGate.
    const res = await c.pay('90112232');
    expect(res.statusCode).toBe(200);
    const [push] = await ours(c.order.order_id)();
    expect(res.json()).toMatchObject({ status: 'pending', tx_reference: String(push!.tx_reference) });
    expect(await c.payment(res.json().payment_id)).toMatchObject({ status: 'pending', verifying: false });
    const again = await c.pay('90112232');
    expect(again.json()).toMatchObject({ status: 'pending', payment_id: res.json().payment_id });
    expect(await ours(c.order.order_id)()).toHaveLength(1);
  });

  it('pushes again only once PayGate says it never received the first push', async () => {
    const c = await customer();
    const pushesOf = ours(c.order.order_id);
    // The push never reaches PayGate, and PayGate's status answers are lost too: nobody can tell yet.
    Object.assign(faults, { payRequestsLost: 1, statusErrors: 1 });
    const first = await c.pay();
    expect(first.json()).toMatchObject({ status: 'verifying' });
    const again = await c.pay();
    expect(again.json()).toMatchObject({ status: 'verifying', payment_id: first.json().payment_id });
    expect(await attempts(c.order.order_id)).toHaveLength(1);

    // PayGate answers again and does not know the first push: the retry pushes.
    Object.assign(faults, { payRequestsLost: 0, statusErrors: 0 });
    const retry = await c.pay();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'pending', tx_reference: expect.stringMatching(/^\d+$/) });
    expect(retry.json().payment_id).not.toBe(first.json().payment_id);
    const [never, pushed] = await attempts(c.order.order_id);
    expect(never).toMatchObject({ id: first.json().payment_id, status: 'failed', tx_reference: null });
    // Still asked about a while, in case PayGate was only late to register it.
    expect(never!.recheck_until).not.toBeNull();
    expect(pushed).toMatchObject({ status: 'pending' });
    expect(await pushesOf()).toHaveLength(1);
    await eventually(async () => ((await c.status()).is_paid ? true : undefined));
  });

  it('tells the customer at once when PayGate says the push never reached it', async () => {
    const c = await customer();
    faults.payRequestsLost = 1;
    const res = await c.pay();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(paymentMessages.providerUnavailable);
    expect(await attempts(c.order.order_id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    faults.payRequestsLost = 0;
    expect((await c.pay()).json()).toMatchObject({ status: 'pending' });
  });
});
