import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReservationMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp, testClock } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { newId, nowIso } from '../../lib/ids.js';
import { insertDish } from '../../test/paygate-testing.js';

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' `offset` days from today (Lomé time is UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describe.each(dbKinds)('staff reservations (%s)', (kind) => {
  let t: TestApp;
  let fufu: { id: string; name: string; price: number };
  let koliko: { id: string; name: string; price: number };
  let staff: Awaited<ReturnType<typeof createUser>>;
  let seq = 0;

  beforeAll(async () => {
    // Late in the evening of `day(0)`: its pickups have passed, so 'Non retirée' may be noted (decision 0039).
    t = await createTestApp(kind, {}, { clock: testClock(`${day(0)}T23:30:00.000Z`) });
    fufu = await insertDish(t.db, { name: 'Fufu', price: 3000 });
    koliko = await insertDish(t.db, { name: 'Koliko', price: 1500 });
    staff = await createUser(t.db, { role: 'staff', firstname: 'Afi' });
  });
  afterAll(() => t.close());

  /** A reservation written as the payment core leaves it (paid ones confirmed), for a chosen pickup. */
  async function reservation(
    pickup: string,
    lines: [{ id: string; name: string; price: number }, number][],
    paid = true,
  ) {
    const { user, auth } = await createUser(t.db, { firstname: 'Kossi', phone: '90123456' });
    const id = newId();
    const now = nowIso();
    const total = lines.reduce((s, [d, q]) => s + d.price * q, 0);
    await t.db
      .insertInto('orders')
      .values({
        id,
        code_commande: `RES-T${++seq}`,
        kind: 'reservation',
        user_id: user.id,
        entry_point: 'cart',
        status: paid ? 'confirmed' : 'pending',
        scheduled_for: `${pickup.replace(' ', 'T')}.000Z`,
        pickup_location: 'restaurant',
        is_delivery: 0,
        dishes_total: total,
        total_price: total,
        total_quantite: lines.reduce((s, [, q]) => s + q, 0),
        is_paid: paid ? 1 : 0,
        paid_at: paid ? now : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('order_items')
      .values(
        lines.map(([d, quantity]) => ({
          id: newId(),
          order_id: id,
          dish_id: d.id,
          dish_name: d.name,
          img_plat: null,
          quantity,
          price_per_unit: d.price,
        })),
      )
      .execute();
    return { id, user, auth };
  }

  const list = (query = '', headers = staff.auth) =>
    t.app.inject({ method: 'GET', url: `/api/admin/reservations${query}`, headers });
  const mark = (id: string, status: string, headers = staff.auth) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/status`,
      headers,
      payload: { status },
    });

  it("lists today's and the coming days' reservations, soonest first, and adds up per day what is left to prepare", async () => {
    const yesterday = await reservation(`${day(-1)} 12:00:00`, [[fufu, 1]]);
    const later = await reservation(`${day(0)} 19:00:00`, [
      [fufu, 2],
      [koliko, 1],
    ]);
    const sooner = await reservation(`${day(0)} 11:30:00`, [[fufu, 1]]);
    const unpaid = await reservation(`${day(0)} 13:00:00`, [[koliko, 5]], false);
    const tomorrow = await reservation(`${day(1)} 12:00:00`, [[koliko, 3]]);
    const farAway = await reservation(`${day(9)} 12:00:00`, [[fufu, 4]]);

    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.reservations.map((r: { id: string }) => r.id);
    // Default: today and the 6 days after it.
    expect(ids).toEqual([sooner.id, unpaid.id, later.id, tomorrow.id]);
    expect(ids).not.toContain(yesterday.id);
    expect(ids).not.toContain(farAway.id);
    expect(body.reservations[2]).toMatchObject({
      status: 'confirmed',
      is_paid: true,
      customer: { firstname: 'Kossi', phone: '90123456' },
      dishes: [
        { dish_name: 'Fufu', quantity: 2, price_per_unit: 3000 },
        { dish_name: 'Koliko', quantity: 1 },
      ],
    });
    // The unpaid one is shown but not counted: nothing is cooked for it until it is paid.
    expect(body.preparation).toEqual([
      {
        day: day(0),
        reservations: 2,
        dishes: [
          { dish_id: fufu.id, dish_name: 'Fufu', quantity: 3 },
          { dish_id: koliko.id, dish_name: 'Koliko', quantity: 1 },
        ],
      },
      { day: day(1), reservations: 1, dishes: [{ dish_id: koliko.id, dish_name: 'Koliko', quantity: 3 }] },
    ]);

    // A ready reservation is cooked: it leaves the day's count.
    expect((await mark(sooner.id, 'ready')).statusCode).toBe(200);
    const after = (await list()).json();
    expect(after.preparation[0]).toMatchObject({
      reservations: 1,
      dishes: [{ dish_name: 'Fufu', quantity: 2 }, { quantity: 1 }],
    });

    const far = (await list(`?from=${day(9)}&days=1`)).json();
    expect(far.reservations.map((r: { id: string }) => r.id)).toEqual([farAway.id]);
  });

  it('refuses a bad range with a French message per field', async () => {
    const res = await list('?from=demain&days=90');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      from: [adminReservationMessages.from],
      days: [adminReservationMessages.days],
    });
  });

  it('marks a paid reservation ready then picked up, audited; a double tap changes nothing', async () => {
    const r = await reservation(`${day(0)} 20:00:00`, [[fufu, 1]]);
    const ready = await mark(r.id, 'ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ id: r.id, status: 'ready' });
    expect((await mark(r.id, 'ready')).json()).toMatchObject({ status: 'ready' });
    const picked = await mark(r.id, 'picked_up');
    expect(picked.json()).toMatchObject({ status: 'picked_up' });
    // Picked up is final.
    const back = await mark(r.id, 'no_show');
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe(adminReservationMessages.invalidTransition);

    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('subject_id', '=', r.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [
        row.actor_id,
        row.action,
        JSON.parse(row.before!).status,
        JSON.parse(row.after!).status,
      ]),
    ).toEqual([
      [staff.user.id, 'reservation.status', 'confirmed', 'ready'],
      [staff.user.id, 'reservation.status', 'ready', 'picked_up'],
    ]);
    // The customer sees it on their list, and can no longer cancel it.
    const mine = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: r.auth });
    expect(mine.json().reservations[0]).toMatchObject({ status: 'picked_up' });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${r.id}/cancel`,
      headers: r.auth,
    });
    expect(cancel.statusCode).toBe(422);
  });

  it('marks a paid reservation nobody came for as not picked up', async () => {
    const r = await reservation(`${day(0)} 10:30:00`, [[koliko, 2]]);
    const res = await mark(r.id, 'no_show');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('no_show');
  });

  it('refuses to move an unpaid or a cancelled reservation, an unknown one and an unknown status', async () => {
    const unpaid = await reservation(`${day(0)} 15:00:00`, [[fufu, 1]], false);
    const res = await mark(unpaid.id, 'ready');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(adminReservationMessages.notPaid);

    const cancelled = await reservation(`${day(2)} 15:00:00`, [[fufu, 1]], false);
    await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${cancelled.id}/cancel`,
      headers: cancelled.auth,
    });
    expect((await mark(cancelled.id, 'ready')).json().message).toBe(
      adminReservationMessages.invalidTransition,
    );

    expect((await mark(newId(), 'ready')).statusCode).toBe(404);
    const bad = await mark(unpaid.id, 'eaten');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [adminReservationMessages.status] });
    const untouched = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', unpaid.id)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('pending');
  });

  it('lets only one of two concurrent marks win', async () => {
    const r = await reservation(`${day(0)} 21:00:00`, [[fufu, 1]]);
    expect((await mark(r.id, 'ready')).statusCode).toBe(200);
    const [a, b] = await Promise.all([mark(r.id, 'picked_up'), mark(r.id, 'no_show')]);
    // The loser is told the reservation changed (409) or can no longer move (422); it writes nothing.
    expect([a.statusCode, b.statusCode].sort()).toEqual([
      200,
      expect.toSatisfy((s: number) => s === 409 || s === 422),
    ]);
    const audits = await t.db.selectFrom('audit_log').select('id').where('subject_id', '=', r.id).execute();
    expect(audits).toHaveLength(2);
  });
});
