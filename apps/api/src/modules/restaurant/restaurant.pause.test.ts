import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { getKitchenSettings } from './restaurant.service.js';
import { watchUnaccepted } from '../sales/timers.service.js';

describe.each(dbKinds)('pause, estimates and unaccepted orders, open 24/7 (%s)', (kind) => {
  const clock = testClock('2026-12-07T12:00:00Z');
  let w: ReferralWorld;
  let customer: Account;
  let staff: { authorization: string };
  let admin: { email: string };

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    customer = (await w.register('particular', { firstname: 'Kossi' })).account;
    staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    admin = (await createUser(w.t.db, { role: 'admin' })).user;
  });
  afterAll(async () => w.close());

  const asap = () =>
    w.inject('POST', '/api/orders', customer.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.dish.id, quantity: 1 }],
    });
  const staffCall = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, auth = staff) =>
    w.t.app.inject({ method, url, headers: auth, payload });
  const minutesAfter = (iso: string, minutes: number) =>
    new Date(Date.parse(iso) + minutes * 60_000).toISOString();

  it('the spec payload orders and pays unchanged, with an estimate of preparation + travel', async () => {
    const res = await asap();
    expect(res.statusCode, res.body).toBe(201);
    // 25 min of preparation + 3 min for about 1 km.
    expect(res.json()).toMatchObject({ scheduled_for: null, estimated_at: '2026-12-07T12:28:00.000Z' });
    clock.advance(4);
    await w.pay(customer, res.json().id);
    const detail = (await w.inject('GET', `/api/orders-detail/${res.json().id}`, customer.auth)).json();
    // The promise runs from the payment.
    expect(detail.order).toMatchObject({ is_paid: true, estimated_at: '2026-12-07T12:32:00.000Z' });
  });

  it('a pause refuses ASAP orders, still takes scheduled ones, lifts by itself, and is audited', async () => {
    clock.set('2026-12-07T13:00:00Z');
    const paused = await staffCall('PUT', '/api/admin/pause', { minutes: 30, message: 'Cuisine débordée' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      paused: true,
      accepting_orders: false,
      message: 'Commandes en pause · reprise vers 13h30',
      pause_message: 'Cuisine débordée',
    });
    const refused = await asap();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('ORDERS_PAUSED');
    expect(refused.json().message).toContain('jusque vers 13h30');
    const scheduled = await w.inject('POST', '/api/orders', customer.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.dish.id, quantity: 1 }],
      scheduled_for: '2026-12-07T15:00:00Z',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    clock.advance(30);
    expect((await asap()).statusCode).toBe(201);

    expect((await staffCall('PUT', '/api/admin/pause', { minutes: null })).json().message).toBe(
      'Commandes en pause',
    );
    expect((await asap()).statusCode).toBe(422);
    expect((await staffCall('PUT', '/api/admin/pause', { minutes: 45 })).statusCode).toBe(422);
    const resumed = await staffCall('DELETE', '/api/admin/pause');
    expect(resumed.json()).toMatchObject({ paused: false, accepting_orders: true });
    expect((await asap()).statusCode).toBe(201);
    const customerTry = await staffCall('PUT', '/api/admin/pause', { minutes: 15 }, customer.auth);
    expect(customerTry.statusCode).toBe(403);

    const audit = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_type', '=', 'kitchen')
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['kitchen.paused', 'kitchen.paused', 'kitchen.resumed']);
  });

  it('rush mode adds 15 minutes to new estimates; "+10 min" pushes one back and announces it', async () => {
    clock.set('2026-12-07T18:00:00Z');
    expect((await staffCall('PUT', '/api/admin/rush', { on: true })).json().rush).toBe(true);
    const order = (await asap()).json();
    expect(order.estimated_at).toBe('2026-12-07T18:43:00.000Z');
    await staffCall('PUT', '/api/admin/rush', { on: false });
    await w.pay(customer, order.id);
    const paidEstimate = (await w.inject('GET', `/api/orders-detail/${order.id}`, customer.auth)).json().order
      .estimated_at as string;
    const delayed = await staffCall('POST', `/api/admin/orders/${order.id}/delay`, {});
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json().estimated_at).toBe(minutesAfter(paidEstimate, 10));
    const events = await w.t.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('type', '=', 'order.delayed')
      .execute();
    expect(events.map((e) => JSON.parse(e.payload).estimated_at)).toEqual([minutesAfter(paidEstimate, 10)]);
  });

  it('a paid order nobody accepts turns red and e-mails the admins once, then is cancelled with one refund row', async () => {
    clock.set('2026-12-07T19:00:00Z');
    const order = (await asap()).json();
    await w.pay(customer, order.id);
    const watch = async () => watchUnaccepted(w.t.app, await getKitchenSettings(w.t.db));
    // The orders paid earlier in this file and never accepted are cancelled by the first watch: only this one counts.
    const watchThis = async () => {
      const done = await watch();
      return {
        escalated: done.escalated.filter((c) => c === order.code_commande),
        cancelled: done.cancelled.filter((c) => c === order.code_commande),
      };
    };
    clock.advance(4);
    expect(await watchThis()).toEqual({ escalated: [], cancelled: [] });
    clock.advance(1);
    expect((await watchThis()).escalated).toEqual([order.code_commande]);
    expect((await watchThis()).escalated).toEqual([]);
    const row = await w.t.db
      .selectFrom('orders')
      .select(['escalated_at', 'status'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'confirmed', escalated_at: '2026-12-07T19:05:00.000Z' });
    const alerts = await w.t.db
      .selectFrom('mail_queue')
      .select(['to_address', 'subject'])
      .where('to_address', '=', admin.email)
      .execute();
    expect(alerts).toEqual([
      { to_address: admin.email, subject: `Commande ${order.code_commande} payée mais pas encore acceptée` },
    ]);

    clock.advance(15);
    expect((await watchThis()).cancelled).toEqual([order.code_commande]);
    expect((await watchThis()).cancelled).toEqual([]);
    const refunds = await w.t.db
      .selectFrom('refunds')
      .select(['amount', 'status'])
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toEqual([{ amount: order.total_price, status: 'pending' }]);
    const cancelled = await w.t.db
      .selectFrom('orders')
      .select(['status', 'cancel_reason'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(cancelled).toEqual({
      status: 'cancelled',
      cancel_reason: "Le restaurant n'a pas pu accepter votre commande à temps",
    });
    const told = await w.t.db
      .selectFrom('mail_queue')
      .select(['subject', 'text_body'])
      .where('to_address', '=', customer.email)
      .execute();
    const notice = told.find((m) => m.subject.includes('est annulée'))!;
    expect(notice.text_body).toContain("Motif : Le restaurant n'a pas pu accepter votre commande à temps.");
    expect(notice.text_body).toContain('vous sera remboursé');
  });

  it('an order accepted in time is left alone', async () => {
    clock.set('2026-12-07T20:00:00Z');
    const order = (await asap()).json();
    await w.pay(customer, order.id);
    expect(
      (await staffCall('POST', `/api/admin/orders/${order.id}/status`, { status: 'preparation' })).statusCode,
    ).toBe(200);
    clock.advance(60);
    const done = await watchUnaccepted(w.t.app, await getKitchenSettings(w.t.db));
    expect(done.cancelled).not.toContain(order.code_commande);
    expect(done.escalated).not.toContain(order.code_commande);
  });

  it("staff's own orders are accepted by entering them: a paid WhatsApp order and a counter pickup in cash never ring nor expire", async () => {
    clock.set('2026-12-07T21:00:00Z');
    await w.t.db.insertInto('settings').values({ key: CASH_MAX_SETTING_KEY, value: '50000' }).execute();
    const enter = (body: object) =>
      staffCall('POST', '/api/admin/orders', {
        customer: { phone: '93555551', firstname: 'Yawa' },
        dishes: [{ dish_id: w.dish.id, quantity: 1 }],
        ...body,
      });
    const whatsapp = await enter({ ...nearAddress, source: 'whatsapp', payment: { method: 'FLOOZ' } });
    expect(whatsapp.statusCode, whatsapp.body).toBe(201);
    const payment = await w.t.db
      .selectFrom('payments')
      .select('tx_reference')
      .where('order_id', '=', whatsapp.json().order_id)
      .executeTakeFirstOrThrow();
    await w.inject('POST', '/api/paygate/callback', {}, { tx_reference: payment.tx_reference! });
    const counter = await enter({
      source: 'counter',
      pickup_at: '2026-12-07T21:30:00Z',
      payment: { method: 'cash' },
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const { order_id: pickupId } = counter.json();
    const collected = await staffCall('POST', `/api/admin/orders/${pickupId}/cash`, {
      amount: (
        await w.t.db
          .selectFrom('orders')
          .select('total_price')
          .where('id', '=', pickupId)
          .executeTakeFirstOrThrow()
      ).total_price,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    clock.advance(90);
    const done = await watchUnaccepted(w.t.app, await getKitchenSettings(w.t.db));
    const mine = [whatsapp.json().code_commande, counter.json().code_commande];
    expect([...done.escalated, ...done.cancelled].filter((c) => mine.includes(c))).toEqual([]);
    const rows = await w.t.db
      .selectFrom('orders')
      .select(['status', 'is_paid'])
      .where('id', 'in', [whatsapp.json().order_id, pickupId])
      .execute();
    expect(rows).toEqual([
      { status: 'confirmed', is_paid: 1 },
      { status: 'confirmed', is_paid: 1 },
    ]);
  });

  it('a cash order from the site nobody accepts is escalated, then cancelled, as a paid one is', async () => {
    clock.set('2026-12-07T22:00:00Z');
    const res = await w.inject('POST', '/api/orders', customer.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.dish.id, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const watchThis = async () => {
      const done = await watchUnaccepted(w.t.app, await getKitchenSettings(w.t.db));
      return [...done.escalated, ...done.cancelled].filter((c) => c === order.code_commande);
    };
    clock.advance(6);
    expect(await watchThis()).toEqual([order.code_commande]);
    clock.advance(20);
    expect(await watchThis()).toEqual([order.code_commande]);
    const row = await w.t.db
      .selectFrom('orders')
      .select(['status', 'escalated_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.escalated_at).not.toBeNull();
    expect(
      await w.t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  it('a dish that needs notice is refused as soon as possible and accepted 24 h ahead', async () => {
    clock.set('2026-12-07T12:00:00Z');
    await w.t.db
      .updateTable('dishes')
      .set({ requires_advance_notice: 1 })
      .where('id', '=', w.dear.id)
      .execute();
    const order = (extra: object) =>
      w.inject('POST', '/api/orders', customer.auth, {
        ...nearAddress,
        dishes: [{ dish_id: w.dear.id, quantity: 1 }],
        ...extra,
      });
    const refused = await order({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ADVANCE_NOTICE_REQUIRED' });
    expect(refused.json().message).toBe(
      "Poisson braisé se réserve 24 h à l'avance : programmez la livraison à partir de demain à 12h30.",
    );
    expect((await order({ scheduled_for: '2026-12-08T11:00:00Z' })).json().code).toBe(
      'ADVANCE_NOTICE_REQUIRED',
    );
    const ok = await order({ scheduled_for: '2026-12-08T12:30:00Z' });
    expect(ok.statusCode, ok.body).toBe(201);
    await w.t.db
      .updateTable('dishes')
      .set({ requires_advance_notice: 0 })
      .where('id', '=', w.dear.id)
      .execute();
  });
});
