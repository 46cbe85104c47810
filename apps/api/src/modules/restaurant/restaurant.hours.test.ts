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

  it('answers a page that asks again with the tag it holds by a 304, until the kitchen or its hours change', async () => {
    const get = (url: string, etag?: string) =>
      w.t.app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });
    clock.set(FRIDAY_NIGHT);
    const closed = await get('/api/restaurant/status');
    expect(closed.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/restaurant/status', closed.headers.etag as string);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Saturday lunch: the same tag now gets the open kitchen, never the closed one it held.
    clock.set(SATURDAY_LUNCH);
    const opened = await get('/api/restaurant/status', closed.headers.etag as string);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<RestaurantStatus>().open).toBe(true);

    const hours = await get('/api/restaurant/hours');
    expect(hours.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/api/restaurant/hours', hours.headers.etag as string)).statusCode).toBe(304);
    const closure = { from: '2026-12-24', to: '2026-12-24', reason: 'Réveillon en famille' };
    const put = (closures: object[]) =>
      w.t.app.inject({
        method: 'PUT',
        url: '/api/admin/opening-hours',
        headers: admin,
        payload: { weekly: DEFAULT_OPENING_HOURS.weekly, closures },
      });
    expect((await put([closure])).statusCode).toBe(200);
    const changed = await get('/api/restaurant/hours', hours.headers.etag as string);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().closures).toEqual([closure]);
    expect((await put([])).statusCode).toBe(200);
  });
});
