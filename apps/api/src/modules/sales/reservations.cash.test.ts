import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY, cashMessages, reservationCashMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish } from '../../test/paygate-testing.js';

const DAY = 86_400_000;
/** 'YYYY-MM-DD HH:mm:ss' (Lomé time is UTC) `days` from today at `time`. */
const pickup = (days: number, time: string) =>
  `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)} ${time}`;

describe.each(dbKinds)('reservations paid in cash at pickup (%s)', (kind) => {
  let t: TestApp;
  let dish: { id: string; price: number };
  let staff: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dish = await insertDish(t.db, { name: 'Ayimolou', price: 4000 });
    staff = await createUser(t.db, { role: 'staff', firstname: 'Afi' });
    await setCashCap(10_000);
  });
  afterAll(() => t.close());

  async function setCashCap(amount: number) {
    await t.db.deleteFrom('settings').where('key', '=', CASH_MAX_SETTING_KEY).execute();
    await t.db
      .insertInto('settings')
      .values({ key: CASH_MAX_SETTING_KEY, value: String(amount) })
      .execute();
  }

  const reserve = (auth: Record<string, string>, quantity: number, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: auth,
      payload: {
        dishes: [{ dish_id: dish.id, quantity }],
        reservation_date: pickup(2, '12:30:00'),
        payment_method: 'cash',
        ...extra,
      },
    });
  const collect = (id: string, amount: number, auth: Record<string, string> = staff.auth) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/cash`,
      headers: auth,
      payload: { amount },
    });
  const paymentsOf = (id: string) =>
    t.db.selectFrom('payments').selectAll().where('order_id', '=', id).execute();

  it('holds a cash reservation confirmed and unpaid, without asking PayGate', async () => {
    const { auth } = await createUser(t.db);
    const res = await reserve(auth, 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      is_paid: false,
      payment_method: 'cash',
      total_price: 8000,
    });
    expect(await paymentsOf(res.json().id)).toEqual([]);
    // Left out, it stays mobile money: pending until PayGate pays it.
    const online = await reserve(auth, 1, { payment_method: undefined });
    expect(online.json()).toMatchObject({ status: 'pending', payment_method: 'mobile_money' });
  });

  it('refuses cash over the cap or while it is off, with the orders’ French message', async () => {
    const { user, auth } = await createUser(t.db);
    const over = await reserve(auth, 3);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain('10 000 FCFA');
    expect(over.json().errors.payment_method).toEqual([over.json().message]);
    await setCashCap(0);
    try {
      const off = await reserve(auth, 1);
      expect(off.statusCode).toBe(422);
      expect(off.json().message).toBe(cashMessages.off);
    } finally {
      await setCashCap(10_000);
    }
    const kept = await t.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    expect(kept).toEqual([]);
  });

  it('is paid once when staff record the cash: one payment, one paid event, one receipt', async () => {
    const customer = await createUser(t.db);
    const made = (await reserve(customer.auth, 2)).json<{ id: string }>();
    // Prepared before the customer pays at the counter, but handed over only once the cash is in.
    expect((await t.app.inject(statusOf(made.id, 'ready'))).statusCode).toBe(200);
    const early = await t.app.inject(statusOf(made.id, 'picked_up'));
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(reservationCashMessages.notCollected);

    expect((await collect(made.id, 8000, customer.auth)).statusCode).toBe(403);
    const wrong = await collect(made.id, 7000);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain('8 000 FCFA');
    const first = await collect(made.id, 8000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      already_recorded: false,
      amount: 8000,
      reservation: { is_paid: true, status: 'ready', payment_method: 'cash' },
    });
    const again = await collect(made.id, 8000);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_recorded: true, reservation: { is_paid: true } });
    const other = await collect(made.id, 9000);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(reservationCashMessages.otherAmount.replace('{amount}', '8 000'));

    expect(await paymentsOf(made.id)).toEqual([
      expect.objectContaining({ network: 'CASH', status: 'paid', amount: 8000, purpose: 'order' }),
    ]);
    const paidEvents = await t.db
      .selectFrom('domain_events')
      .select('id')
      .where('type', '=', 'reservation.paid')
      .where('subject_id', '=', made.id)
      .execute();
    expect(paidEvents).toHaveLength(1);
    // The receipt, once, as for a PayGate payment.
    const receipts = await t.db
      .selectFrom('mail_queue')
      .select('dedupe_key')
      .where('to_address', '=', customer.user.email)
      .execute();
    expect(receipts.filter((m) => m.dedupe_key.includes(paidEvents[0]!.id))).toHaveLength(1);
    expect((await t.app.inject(statusOf(made.id, 'picked_up'))).statusCode).toBe(200);
  });

  it('tells staff what paid a reservation, for its kitchen ticket: nothing until the cash is in', async () => {
    const customer = await createUser(t.db);
    const made = (await reserve(customer.auth, 1)).json<{ id: string }>();
    const paidWith = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reservations?days=7',
        headers: staff.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reservations.find((r: { id: string }) => r.id === made.id).paid_with;
    };
    expect(await paidWith()).toBeNull();
    expect((await collect(made.id, 4000)).statusCode).toBe(200);
    expect(await paidWith()).toEqual({ amount: 4000, network: 'CASH' });
  });

  it('collects cash only for a cash reservation', async () => {
    const { auth } = await createUser(t.db);
    const online = (await reserve(auth, 1, { payment_method: 'mobile_money' })).json<{ id: string }>();
    const res = await collect(online.id, 4000);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(reservationCashMessages.notCash);
  });

  function statusOf(id: string, status: string) {
    return {
      method: 'POST' as const,
      url: `/api/admin/reservations/${id}/status`,
      headers: staff.auth,
      payload: { status },
    };
  }
});
