import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import { createTestApp, type DbKind, type TestApp } from '../../test/helper.js';
import { insertDish } from '../../test/paygate-testing.js';

const DAY = 86_400_000;

/** 'YYYY-MM-DD HH:mm:ss' in Lomé time (UTC) `days` from today at `time`. */
export function pickup(days: number, time: string): string {
  return `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)} ${time}`;
}

const QUARTER = 15 * 60_000;
const asStored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A cart pickup (today or tomorrow, 10:00-22:00, on a quarter hour) less than 24 h away, whatever the time the
 * test runs at: 24 h after now is on the same clock time tomorrow, so one of these slots always fits.
 */
export function pickupWithinADay(): string {
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
export async function addPayment(
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

/** The reservations tests' app, with a dish on the menu. */
export async function startReservationsApp(kind: DbKind) {
  const t = await createTestApp(kind);
  const dish = await insertDish(t.db, { name: 'Koklo meme', price: 4000 });
  return { t, dish };
}

/** POST /api/reservations on the app `t()`. */
export const poster =
  (t: () => TestApp) =>
  (auth: Record<string, string>, body: object, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { ...auth, ...headers },
      payload: body,
    });
