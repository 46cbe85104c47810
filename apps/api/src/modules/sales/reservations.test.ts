import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, reservationMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { insertDish } from '../../test/paygate-testing.js';

const DAY = 86_400_000;

/** 'YYYY-MM-DD HH:mm:ss' in Lomé time (UTC) `days` from today at `time`. */
function pickup(days: number, time: string): string {
  return `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)} ${time}`;
}

const QUARTER = 15 * 60_000;
const asStored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A cart pickup (today or tomorrow, 10:00-22:00, on a quarter hour) less than 24 h away, whatever the time the
 * test runs at: 24 h after now is on the same clock time tomorrow, so one of these slots always fits.
 */
function pickupWithinADay(): string {
  const now = Date.now();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  for (let t = today + 10 * 3_600_000; ; t += QUARTER) {
    const minutes = new Date(t).getUTCHours() * 60 + new Date(t).getUTCMinutes();
    if (minutes >= 600 && minutes <= 1320 && t > now + 60_000 && t < now + DAY - QUARTER) {
      return asStored(new Date(t));
    }
  }
}

/** A payment row in `status` for a reservation; 'paid' also marks the reservation paid, as PayGate's answer would. */
async function addPayment(
  db: Db,
  reservation: { id: string; user_id: string; total_price: number },
  status: 'pending' | 'paid',
) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('payments')
    .values({
      id,
      identifier: `test-${id}`,
      tx_reference: null,
      user_id: reservation.user_id,
      purpose: 'order',
      order_id: reservation.id,
      amount: reservation.total_price,
      phone_number: '90112233',
      network: 'FLOOZ',
      status,
      payment_reference: null,
      payment_method: null,
      paid_at: status === 'paid' ? now : null,
      next_check_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (status === 'paid') {
    await db
      .updateTable('orders')
      .set({ is_paid: 1, paid_at: now, payment_id: id, status: 'confirmed' })
      .where('id', '=', reservation.id)
      .execute();
  }
  return id;
}

describe.each(dbKinds)('reservations (%s)', (kind) => {
  let t: TestApp;
  let dish: { id: string; price: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    dish = await insertDish(t.db, { name: 'Koklo meme', price: 4000 });
  });
  afterAll(() => t.close());

  const post = (auth: Record<string, string>, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...auth, ...headers },
      payload: body,
    });

  it('creates a cart reservation priced by the server', async () => {
    const { auth } = await createUser(t.db);
    const res = await post(auth, {
      dishes: [{ dish_id: dish.id, quantity: 3, price: 1 }],
      reservation_date: pickup(2, '12:30:00'),
      notes: 'Sans piment',
      total_price: 10,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      source: 'cart',
      status: 'pending',
      pickup_location: 'restaurant',
      total_price: 12_000,
      total_quantite: 3,
      notes: 'Sans piment',
      is_paid: false,
      reservation_date: pickup(2, '12:30:00'),
    });
    expect(created.reservation_id).toBe(created.id);
    expect(created.code).toMatch(/^RES-[A-Z2-9]{8}$/);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${created.id}`,
      headers: auth,
    });
    expect(detail.json()).toMatchObject({
      reservation: { id: created.id },
      dishes: [{ dish_id: dish.id, dish_name: 'Koklo meme', quantity: 3, price_per_unit: 4000 }],
      payment_status: 'unpaid',
      transaction: null,
    });
  });

  it.each([
    ['cart', pickup(0, '23:30:00'), orderMessages.reservationHours],
    ['cart', pickup(0, '09:00:00'), orderMessages.reservationHours],
    ['cart', pickup(31, '12:00:00'), orderMessages.reservationCartWindow],
    ['cart', pickup(-1, '12:00:00'), orderMessages.reservationCartWindow],
    ['preorder', pickup(0, '21:00:00'), orderMessages.reservationPreorderWindow],
    ['preorder', pickup(8, '12:00:00'), orderMessages.reservationPreorderWindow],
  ])('refuses a %s pickup at %s', async (source, reservation_date, message) => {
    const { auth } = await createUser(t.db);
    const res = await post(auth, {
      dishes: [{ dish_id: dish.id, quantity: 1 }],
      reservation_date,
      source,
      contact_name: 'Ama',
      contact_phone: '96112233',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('accepts a pre-order for tomorrow and for a week ahead, picked up at the drive', async () => {
    const { auth } = await createUser(t.db);
    for (const days of [1, 7]) {
      const res = await post(auth, {
        dishes: [{ dish_id: dish.id, quantity: 1 }],
        reservation_date: pickup(days, '19:00'),
        source: 'preorder',
        pickup_location: 'drive',
        contact_name: 'Ama Koffi',
        contact_email: 'ama@example.tg',
        contact_phone: '+228 96 11 22 33',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        source: 'preorder',
        pickup_location: 'drive',
        contact_phone: '96112233',
        reservation_date: pickup(days, '19:00:00'),
      });
    }
  });

  it('answers missing dishes and date with the spec messages', async () => {
    const { auth } = await createUser(t.db);
    const res = await post(auth, { dishes: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      dishes: [orderMessages.noReservationDishes],
      reservation_date: [orderMessages.reservationDate],
    });
  });

  it('is idempotent, lists only the caller reservations and hides others', async () => {
    const { auth } = await createUser(t.db);
    const body = { dishes: [{ dish_id: dish.id, quantity: 1 }], reservation_date: pickup(3, '13:00:00') };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(auth, body, { 'idempotency-key': 'resa-1' })),
    );
    expect(new Set(responses.map((r) => r.json().reservation_id)).size).toBe(1);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);

    const { auth: other } = await createUser(t.db);
    const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: auth });
    expect(list.json().reservations).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reservations', headers: other })).json().reservations,
    ).toEqual([]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${responses[0]!.json().reservation_id}`,
      headers: other,
    });
    expect(peek.statusCode).toBe(404);
  });

  describe('24 h notice', () => {
    let notice: { id: string; name: string };
    beforeAll(async () => {
      notice = await insertDish(t.db, { name: 'Thieboudienne', price: 6000 });
      await t.db
        .updateTable('dishes')
        .set({ requires_advance_notice: 1 })
        .where('id', '=', notice.id)
        .execute();
    });

    it('refuses a dish needing notice for a pickup less than 24 h away, naming it; accepts the others', async () => {
      const { auth } = await createUser(t.db);
      const soon = pickupWithinADay();
      const refused = await post(auth, {
        dishes: [
          { dish_id: dish.id, quantity: 1 },
          { dish_id: notice.id, quantity: 2 },
        ],
        reservation_date: soon,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'ADVANCE_NOTICE_REQUIRED',
        message: expect.stringMatching(
          /^Thieboudienne se réserve 24 h à l'avance : retrait possible à partir du \d+ /,
        ),
      });
      expect(refused.json().errors.reservation_date).toEqual([refused.json().message]);
      const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: auth });
      expect(list.json().reservations).toEqual([]);

      expect(
        (await post(auth, { dishes: [{ dish_id: dish.id, quantity: 1 }], reservation_date: soon }))
          .statusCode,
      ).toBe(201);
      const later = await post(auth, {
        dishes: [{ dish_id: notice.id, quantity: 2 }],
        reservation_date: pickup(2, '12:00:00'),
      });
      expect(later.statusCode).toBe(201);
      expect(later.json().total_price).toBe(12_000);
    });
  });

  describe('Mes réservations: list and cancel', () => {
    const create = async (auth: Record<string, string>, reservation_date = pickup(3, '12:00:00')) =>
      (await post(auth, { dishes: [{ dish_id: dish.id, quantity: 2 }], reservation_date })).json() as {
        id: string;
        total_price: number;
      };
    const cancel = (auth: Record<string, string>, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/reservations/${id}/cancel`, headers: auth });

    it('lists each reservation with the state of its payment', async () => {
      const { auth, user } = await createUser(t.db);
      const unpaid = await create(auth);
      const paying = await create(auth, pickup(4, '12:00:00'));
      const paid = await create(auth, pickup(5, '12:00:00'));
      await addPayment(t.db, { ...paying, user_id: user.id }, 'pending');
      await addPayment(t.db, { ...paid, user_id: user.id }, 'paid');
      const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: auth });
      const byId = new Map((list.json().reservations as { id: string }[]).map((r) => [r.id, r] as const));
      expect(byId.get(unpaid.id)).toMatchObject({
        payment_status: 'unpaid',
        status: 'pending',
        is_paid: false,
      });
      expect(byId.get(paying.id)).toMatchObject({ payment_status: 'pending', status: 'pending' });
      expect(byId.get(paid.id)).toMatchObject({
        payment_status: 'completed',
        status: 'confirmed',
        is_paid: true,
      });
    });

    it('cancels an unpaid reservation once, with no refund; others cannot touch it', async () => {
      const { auth } = await createUser(t.db);
      const { auth: other } = await createUser(t.db);
      const reservation = await create(auth);
      expect((await cancel(other, reservation.id)).statusCode).toBe(404);

      const res = await cancel(auth, reservation.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Réservation annulée avec succès',
        reservation: { id: reservation.id, status: 'cancelled', is_paid: false },
        refund: null,
      });
      const again = await cancel(auth, reservation.id);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        code: 'RESERVATION_NOT_CANCELLABLE',
        message: reservationMessages.cannotCancel,
      });
      const refunds = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', reservation.id)
        .execute();
      expect(refunds).toEqual([]);
    });

    it('cancels a paid reservation with a pending refund of its total, once', async () => {
      const { auth, user } = await createUser(t.db);
      const reservation = await create(auth);
      const paymentId = await addPayment(t.db, { ...reservation, user_id: user.id }, 'paid');
      const [first, second] = await Promise.all([cancel(auth, reservation.id), cancel(auth, reservation.id)]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 422]);
      const ok = first!.statusCode === 200 ? first! : second!;
      expect(ok.json()).toMatchObject({
        reservation: { status: 'cancelled', is_paid: true },
        refund: { amount: 8000, status: 'pending' },
      });
      const refunds = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', reservation.id)
        .execute();
      expect(refunds).toEqual([
        expect.objectContaining({ payment_id: paymentId, amount: 8000, status: 'pending' }),
      ]);
    });

    it('keeps a paid reservation whose pickup is less than 2 h away', async () => {
      const { auth, user } = await createUser(t.db);
      const reservation = await create(auth);
      await addPayment(t.db, { ...reservation, user_id: user.id }, 'paid');
      // The kitchen is on it: the pickup moved to within the hour (the creation rules no longer apply here).
      await t.db
        .updateTable('orders')
        .set({ scheduled_for: new Date(Date.now() + 3_600_000).toISOString() })
        .where('id', '=', reservation.id)
        .execute();
      const res = await cancel(auth, reservation.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(reservationMessages.tooLateToCancel);
      const row = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', reservation.id)
        .executeTakeFirst();
      expect(row?.status).toBe('confirmed');
    });
  });
});
