import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@lome/shared';
import type { TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { modes, startPaymentsApp, steps, type PaymentsApp } from '../../test/fixtures/payments.js';

describe.each(modes)('payments ($kind, strict PayGate: $strict)', ({ kind, strict }) => {
  let sim: PaymentsApp['sim'];
  let t: TestApp;
  let dish: PaymentsApp['dish'];
  const s = steps(
    () => t,
    () => dish.id,
    strict,
  );

  beforeAll(async () => {
    ({ sim, t, dish } = await startPaymentsApp(kind, strict));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  // What PayGate was asked for, from the simulator's own records (a strict status answer does not say).
  const simTransaction = (identifier: string) => {
    const file = path.join(sim.dataDir, 'paygate-simulator.json');
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as { transactions: Record<string, unknown>[] };
    return state.transactions.find((tx) => tx.identifier === identifier);
  };

  it('asks PayGate for the server total, whatever amount the browser sends, with the phone as 8 digits', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth, 3);
    expect(order.total_price).toBe(10_500);
    const res = await s.pay(auth, {
      order_id: order.order_id,
      phone_number: '+228 96 11 22 31',
      amount: 150,
      network: 'TMONEY',
    });
    expect(res.statusCode).toBe(200);
    const started = res.json();
    expect(started).toEqual({
      status: 'pending',
      tx_reference: expect.stringMatching(/^\d+$/),
      message: 'Paiement initié! Vérifiez votre téléphone pour confirmer.',
      payment_id: expect.any(String),
    });
    const payment = await s.payment(started.payment_id);
    expect(payment).toMatchObject({
      amount: 10_500,
      phone_number: '96112231',
      network: 'TMONEY',
      tx_reference: started.tx_reference,
    });
    expect(simTransaction(payment.identifier)).toMatchObject({
      amount: 10_500,
      phone_number: '96112231',
      tx_reference: Number(started.tx_reference),
    });
  });

  it('pushes again when the customer retries within the minute after a cancelled attempt', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    // Ends in 6: the simulator reports it cancelled on the phone.
    const body = { order_id: order.order_id, phone_number: '90112236' };
    const first = (await s.pay(auth, body)).json();
    await s.callback({ identifier: (await s.payment(first.payment_id)).identifier });
    expect(await s.payment(first.payment_id)).toMatchObject({ status: 'cancelled' });
    const retry = await s.pay(auth, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment_id).not.toBe(first.payment_id);
    expect(await s.payment(retry.json().payment_id)).toMatchObject({ status: 'pending' });
  });

  it('pushes once when taps on "Payer" arrive together', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const body = { order_id: order.order_id, phone_number: '90112239' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => s.pay(auth, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().payment_id)).size).toBe(1);
    const rows = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.order_id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the phone 00000000 with the French message and records the attempt as failed', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const res = await s.pay(auth, { order_id: order.order_id, phone_number: '00000000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Numéro de téléphone ou montant invalide.');
    const rows = await t.db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.order_id)
      .execute();
    expect(rows).toEqual([{ status: 'failed' }]);
  });

  it('refuses to pay a cancelled order', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    await s.inject('POST', `/api/orders/${order.order_id}/cancel`, auth);
    const res = await s.pay(auth, { order_id: order.order_id, phone_number: '90112233' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(paymentMessages.cancelled);
  });

  it('returns the attempt already pushed when the customer taps twice', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const body = { order_id: order.order_id, phone_number: '90112232' };
    const [a, b] = [await s.pay(auth, body), await s.pay(auth, body)];
    expect(b.json().payment_id).toBe(a.json().payment_id);
    // A page reopened meanwhile learns from the list that a payment is waiting.
    const list = await s.inject('GET', '/api/orders-list', auth);
    expect(list.json().orders).toEqual([
      expect.objectContaining({ order_id: order.order_id, payment_status: 'pending', is_paid: false }),
    ]);
  });
});
