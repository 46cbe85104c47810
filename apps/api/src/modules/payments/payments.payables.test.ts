import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { startReconciler } from '../../jobs/reconcile.js';
import { eventually } from '../../test/paygate-testing.js';
import { reconcileDuePayments } from './reconciliation.service.js';
import { initiatePayment } from './start.service.js';
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

  it('records a refund when a paid order is cancelled (D3)', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const started = (await s.pay(auth, { order_id: order.order_id, phone_number: '90112233' })).json();
    await s.callback({ identifier: (await s.payment(started.payment_id)).identifier });
    expect((await s.order_row(order.order_id)).status).toBe('confirmed');

    const res = await s.inject('POST', `/api/orders/${order.order_id}/cancel`, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order: { status: 'cancelled', is_paid: true },
      refund: { amount: order.total_price, status: 'pending' },
    });
    expect((await s.refunds()).filter((r) => r.order_id === order.order_id)).toEqual([
      expect.objectContaining({
        payment_id: started.payment_id,
        amount: order.total_price,
        status: 'pending',
      }),
    ]);
    expect((await s.events(order.order_id)).map((e) => e.type).sort()).toEqual([
      'order.cancelled',
      'order.paid',
    ]);
  });

  it('refunds a payment confirmed after its order was cancelled', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const started = (await s.pay(auth, { order_id: order.order_id, phone_number: '90112233' })).json();
    await s.inject('POST', `/api/orders/${order.order_id}/cancel`, auth);
    await s.callback({ identifier: (await s.payment(started.payment_id)).identifier });
    expect(await s.order_row(order.order_id)).toMatchObject({ status: 'cancelled', is_paid: 0 });
    expect((await s.refunds()).filter((r) => r.payment_id === started.payment_id)).toHaveLength(1);
    expect((await s.events(order.order_id)).map((e) => e.type)).toEqual(['order.cancelled']);
    // The customer is told the money is owed back, never that nothing was taken.
    const status = await s.inject('GET', `/api/orders/${order.order_id}/status`, auth);
    expect(status.json()).toMatchObject({ payment_status: 'refund_pending', is_paid: false });
    const list = await s.inject('GET', '/api/orders-list', auth);
    expect(list.json().orders).toEqual([
      expect.objectContaining({ order_id: order.order_id, payment_status: 'refund_pending' }),
    ]);
  });

  it('pays a reservation and confirms it', async () => {
    const { auth } = await createUser(t.db);
    const date = `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)} 12:00:00`;
    const reservation = (
      await s.inject('POST', '/api/reservations', auth, {
        dishes: [{ dish_id: dish.id, quantity: 2 }],
        reservation_date: date,
      })
    ).json();
    const started = (
      await s.pay(auth, { reservation_id: reservation.reservation_id, phone_number: '90112233' })
    ).json();
    expect((await s.payment(started.payment_id)).amount).toBe(7000);
    await s.callback({ tx_reference: started.tx_reference });
    const detail = (await s.inject('GET', `/api/reservations/${reservation.reservation_id}`, auth)).json();
    expect(detail).toMatchObject({
      reservation: { status: 'confirmed', is_paid: true },
      payment_status: 'completed',
      transaction: { transaction_id: started.tx_reference },
    });
    expect((await s.events(reservation.reservation_id)).map((e) => e.type)).toEqual(['reservation.paid']);
  });

  it('fails, after the time limit, an attempt PayGate never received (crash before the pay call)', async () => {
    const { auth, user } = await createUser(t.db);
    const order = await s.order(auth);
    const old = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.db
      .insertInto('payments')
      .values({
        id: 'crashed-attempt',
        identifier: 'CM-crashed-attempt',
        user_id: user.id,
        purpose: 'order',
        order_id: order.order_id,
        amount: order.total_price,
        phone_number: '90112233',
        network: 'FLOOZ',
        status: 'pending',
        next_check_at: old,
        created_at: old,
        updated_at: old,
      })
      .execute();
    await reconcileDuePayments(t.app);
    expect(await s.payment('crashed-attempt')).toMatchObject({ status: 'failed', check_count: 1 });
    expect(await s.order_row(order.order_id)).toMatchObject({ is_paid: 0 });
  });

  it('applies a paid sponsor activation through its payable, once, announced by sponsor.activated', async () => {
    const { user } = await createUser(t.db, { user_status: 'sponsor', activation_status: 'pending_payment' });
    const started = await initiatePayment(t.app, {
      userId: user.id,
      purpose: 'sponsor_activation',
      amount: 200_000,
      phone: '90112233',
      network: 'TMONEY',
      description: 'Activation sponsor',
    });
    await s.callback({ tx_reference: started.tx_reference });
    await s.callback({ tx_reference: started.tx_reference });
    expect(await s.payment(started.payment_id)).toMatchObject({ status: 'paid', amount: 200_000 });
    const events = await s.events(user.id);
    expect(events.map((e) => [e.type, JSON.parse(e.payload).payment_id])).toEqual([
      ['sponsor.activated', started.payment_id],
    ]);
    expect((await s.refunds()).filter((r) => r.payment_id === started.payment_id)).toEqual([]);
  });

  it('settles a payment whose callback was lost through the reconciliation loop', async () => {
    const { auth } = await createUser(t.db);
    const order = await s.order(auth);
    const started = (await s.pay(auth, { order_id: order.order_id, phone_number: '90112233' })).json();
    await t.db
      .updateTable('payments')
      .set({ next_check_at: new Date(0).toISOString() })
      .where('id', '=', started.payment_id)
      .execute();
    const reconciler = startReconciler(t.app, 20);
    try {
      await eventually(async () =>
        (await s.payment(started.payment_id)).status === 'paid' ? true : undefined,
      );
    } finally {
      await reconciler.stop();
    }
    expect(await s.order_row(order.order_id)).toMatchObject({ is_paid: 1, status: 'confirmed' });
    expect(await s.events(order.order_id)).toHaveLength(1);
  });
});
