import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type AdminOrder, type RestaurantStatus } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { getKitchenSettings } from './restaurant.service.js';
import { watchUnaccepted } from '../sales/timers.service.js';

// Friday 4 December 2026, 22:40 in Lomé (UTC): the field test's hour, after the kitchen closed at 22:30.
const FRIDAY_NIGHT = '2026-12-04T22:40:00.000Z';
const SATURDAY_LUNCH = '2026-12-05T12:30:00.000Z';

describe.each(dbKinds)("the restaurant's clock with the footer's hours (%s)", (kind) => {
  const clock = testClock(FRIDAY_NIGHT);
  let w: ReferralWorld;
  let customer: Account;
  let staff: { authorization: string };
  let admin: { authorization: string };

  beforeAll(async () => {
    // OPENING_HOURS unset: the footer's hours (P4.1), as a fresh install runs.
    w = await referralWorld(kind, { OPENING_HOURS: '' }, { clock });
    customer = (await w.register('particular', { firstname: 'Ama' })).account;
    staff = (await createUser(w.t.db, { role: 'staff' })).auth;
    admin = (await createUser(w.t.db, { role: 'admin' })).auth;
  });
  afterAll(async () => w.close());

  const status = async () => (await w.inject('GET', '/api/restaurant/status')).json<RestaurantStatus>();
  const spec = (extra: object = {}) =>
    w.inject('POST', '/api/orders', customer.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.dish.id, quantity: 1 }],
      ...extra,
    });
  const myOrders = async () =>
    (await w.inject('GET', '/api/orders-list', customer.auth)).json<{ orders: { id: string }[] }>().orders;

  it('says it is closed and when it opens, and refuses the spec payload with nothing created or charged', async () => {
    clock.set(FRIDAY_NIGHT);
    expect(await status()).toMatchObject({
      open: false,
      paused: false,
      accepting_orders: false,
      message: 'Fermé · ouvre demain à 12h00',
      next_open_at: '2026-12-05T12:00:00.000Z',
      closes_at: null,
    });
    const refused = await spec();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RESTAURANT_CLOSED' });
    expect(refused.json().message).toContain('nous ouvrons demain à 12h00');
    expect(await myOrders()).toEqual([]);
    const payments = await w.t.db.selectFrom('payments').select('id').execute();
    expect(payments).toEqual([]);
  });

  it('takes a slot inside the hours, promises it, and rings when its preparation must start', async () => {
    clock.set(FRIDAY_NIGHT);
    const res = await spec({ scheduled_for: '2026-12-05T12:30:00+00:00' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ scheduled_for: SATURDAY_LUNCH, estimated_at: SATURDAY_LUNCH });
    await w.pay(customer, order.id);
    const board = (await w.inject('GET', '/api/admin/orders', staff)).json<{ orders: AdminOrder[] }>().orders;
    const listed = board.find((o) => o.id === order.id)!;
    expect(listed).toMatchObject({ is_paid: true, status: 'confirmed', scheduled_for: SATURDAY_LUNCH });
    // 25 minutes of preparation and 3 of travel (about 1 km at 3 min/km) before 12:30: not at payment, at night.
    expect(listed.prep_starts_at).toBe('2026-12-05T12:02:00.000Z');
    // Nobody waits for it at night: no escalation while its start is hours away.
    expect((await watchUnaccepted(w.t.app, await getKitchenSettings(w.t.db))).escalated).toEqual([]);
    const detail = (await w.inject('GET', `/api/orders-detail/${order.id}`, customer.auth)).json();
    expect(detail.order).toMatchObject({ scheduled_for: SATURDAY_LUNCH, estimated_at: SATURDAY_LUNCH });
  });

  it.each([
    ['outside the hours (Sunday evening)', '2026-12-06T20:00:00Z'],
    ['before opening (Monday 10:00)', '2026-12-07T10:00:00Z'],
    ['in the past', '2026-12-04T21:00:00Z'],
    ['beyond 7 days', '2026-12-14T12:00:00Z'],
    ['not on a quarter hour', '2026-12-05T12:10:00Z'],
    ['after the last-order time', '2026-12-05T14:45:00Z'],
  ])('refuses a slot %s, naming the first free one', async (_label, slot) => {
    clock.set(FRIDAY_NIGHT);
    const res = await spec({ scheduled_for: slot });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SLOT_UNAVAILABLE');
    expect(res.json().message).toContain('premier créneau libre : demain à 12h00');
  });

  it('offers the slots of the next 7 days inside the hours', async () => {
    clock.set(FRIDAY_NIGHT);
    const { slots } = (await w.inject('GET', '/api/restaurant/slots')).json<{ slots: string[] }>();
    expect(slots[0]).toBe('2026-12-05T12:00:00.000Z');
    expect(slots).not.toContain('2026-12-06T20:00:00.000Z');
    expect(slots.every((s) => s < '2026-12-11T22:40:00.000Z')).toBe(true);
  });

  it('refuses a pickup outside the hours in both reservation flows, and takes one inside', async () => {
    clock.set(FRIDAY_NIGHT);
    const reserve = (reservation_date: string, source: 'cart' | 'preorder') =>
      w.inject('POST', '/api/reservations', customer.auth, {
        dishes: [{ dish_id: w.dish.id, quantity: 1 }],
        reservation_date,
        source,
        ...(source === 'preorder' ? { contact_name: 'Ama', contact_phone: '90112233' } : {}),
      });
    for (const [date, source] of [
      ['2026-12-06 20:00', 'preorder'],
      ['2026-12-07 10:00', 'cart'],
    ] as const) {
      const res = await reserve(date, source);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.reservation_date[0]).toMatch(/^Le restaurant est fermé à cette heure-là/);
    }
    const ok = await reserve('2026-12-07 12:00', 'cart');
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('admins edit the hours with closures; the status, the footer read and the rules follow', async () => {
    clock.set('2026-12-07T12:00:00Z');
    expect((await status()).accepting_orders).toBe(true);
    const hours = {
      weekly: DEFAULT_OPENING_HOURS.weekly,
      closures: [{ from: '2026-12-07', to: '2026-12-07', reason: "Fermé pour la fête de l'indépendance" }],
    };
    const put = (body: object, auth = admin) =>
      w.t.app.inject({ method: 'PUT', url: '/api/admin/opening-hours', headers: auth, payload: body });
    expect((await put(hours, staff)).statusCode).toBe(403);
    const overlap = await put({
      weekly: [
        [],
        [
          { open: '11:00', close: '15:00' },
          { open: '14:00', close: '16:00' },
        ],
        [],
        [],
        [],
        [],
        [],
      ],
      closures: [],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['weekly.1']).toEqual(['Deux services du même jour se chevauchent.']);
    expect((await put(hours)).statusCode).toBe(200);
    // With the week as the footer prints it, so pages carry the words and not the rules.
    expect((await w.inject('GET', '/api/restaurant/hours')).json()).toEqual({
      ...hours,
      groups: [
        { days: 'Lundi - Vendredi', hours: '11h30 - 14h30 / 19h00 - 22h30' },
        { days: 'Samedi', hours: '12h00 - 15h00 / 19h00 - 23h00' },
        { days: 'Dimanche', hours: '12h00 - 15h00' },
      ],
    });
    expect(await status()).toMatchObject({
      open: false,
      message: "Fermé pour la fête de l'indépendance · ouvre demain à 11h30",
    });
    expect((await spec()).json().code).toBe('RESTAURANT_CLOSED');
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'settings.hours')
      .execute();
    expect(audit).toHaveLength(1);
    expect((await put({ weekly: DEFAULT_OPENING_HOURS.weekly, closures: [] })).statusCode).toBe(200);
  });
});

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
      "Poisson braisé se commande 24 h à l'avance : programmez la livraison à partir de demain à 12h30.",
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
