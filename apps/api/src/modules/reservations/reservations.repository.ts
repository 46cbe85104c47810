import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { PaymentAttemptState, ReservationStatus, StaffReservationStatus } from '@lome/shared';
import type { Database, ReservationItemTable, ReservationTable } from '../../db/types.js';
import { paidWithOf, speakingAttemptStateOfReservation } from '../payments/payments.service.js';

type Db = Kysely<Database>;
export type Reservation = Selectable<ReservationTable>;

export async function findReservationByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<Reservation | undefined> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertReservation(
  db: Db,
  reservation: Insertable<ReservationTable>,
  items: Insertable<ReservationItemTable>[],
): Promise<void> {
  await db.insertInto('reservations').values(reservation).execute();
  await db.insertInto('reservation_items').values(items).execute();
}

export async function findReservation(db: Db, id: string): Promise<Reservation | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserReservation(
  db: Db,
  userId: string,
  id: string,
): Promise<Reservation | undefined> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A reservation with the state of the attempt that speaks for it (null when none), 'refunded' when owed back. */
export type ListedReservation = Reservation & { latest_payment_status: PaymentAttemptState | null };

const latestPaymentStatus = speakingAttemptStateOfReservation('reservations').as('latest_payment_status');

export async function listUserReservations(db: Db, userId: string): Promise<ListedReservation[]> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .select(latestPaymentStatus)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findReservationItems(db: Db, reservationId: string) {
  return db
    .selectFrom('reservation_items')
    .select(['dish_id', 'dish_name', 'img_plat', 'quantity', 'price_per_unit'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
}

/**
 * Records a paid reservation once: an unpaid, not cancelled one becomes confirmed; a cash one staff have made
 * ready before its customer paid at the counter keeps its status.
 */
export async function markReservationPaid(
  db: Db,
  id: string,
  paymentId: string | null,
  now: string,
): Promise<Reservation | undefined> {
  return db
    .updateTable('reservations')
    .set({
      is_paid: 1,
      paid_at: now,
      payment_id: paymentId,
      status: sql<ReservationStatus>`case when status = 'pending' then 'confirmed' else status end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('status', '!=', 'cancelled')
    .returningAll()
    .executeTakeFirst();
}

/** Holds a new cash reservation unpaid (decision 0051): confirmed, paid when the cash is collected at pickup. */
export function confirmCashReservation(db: Db, id: string, now: string): Promise<Reservation | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: 'confirmed', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .where('payment_method', '=', 'cash')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Cancels while pending or confirmed, a paid one only if its pickup is at or after `paidCutoff` (checked in the
 * same statement, so a payment landing meanwhile cannot slip past the rule). Undefined when refused.
 */
export async function cancelReservation(
  db: Db,
  id: string,
  paidCutoff: string,
  now: string,
): Promise<Reservation | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'confirmed'])
    .where((eb) => eb.or([eb('is_paid', '=', 0), eb('reservation_date', '>=', paidCutoff)]))
    .returningAll()
    .executeTakeFirst();
}

const paidWith = paidWithOf('r');

/**
 * Reservations whose pickup falls in [from, to) (stored 'YYYY-MM-DD HH:mm:ss'), soonest first, with the customer
 * and the payment that paid them.
 */
export function listReservationsForStaff(db: Db, from: string, to: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.firstname', 'u.lastname', 'u.email', 'u.phone'])
    .select([paidWith.network.as('paid_network'), paidWith.amount.as('paid_amount')])
    .where('r.reservation_date', '>=', from)
    .where('r.reservation_date', '<', to)
    .orderBy('r.reservation_date')
    .orderBy('r.code')
    .execute();
}

/** The dishes of several reservations, by name (as the kitchen reads them). */
export function findItemsOfReservations(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservation_items')
    .select(['reservation_id', 'dish_id', 'dish_name', 'img_plat', 'quantity', 'price_per_unit'])
    .where('reservation_id', 'in', ids)
    .orderBy('dish_name')
    .orderBy('id')
    .execute();
}

/** Moves a paid reservation (or one paid in cash at pickup) from `from` to `to`, only if it is still there (a concurrent move loses). */
export function moveReservation(
  db: Db,
  id: string,
  from: ReservationStatus,
  to: StaffReservationStatus,
  now: string,
  by: string,
): Promise<Reservation | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: to, updated_at: now, moved_from: from, moved_at: now, moved_by: by })
    .where('id', '=', id)
    .where('status', '=', from)
    .where((eb) => eb.or([eb('is_paid', '=', 1), eb('payment_method', '=', 'cash')]))
    .returningAll()
    .executeTakeFirst();
}

export async function dishIsReserved(db: Db, dishId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reservation_items')
    .select('id')
    .where('dish_id', '=', dishId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes back a reservation's last staff move if it is still where the move left it (decision 0039). */
export function undoReservationMove(
  db: Db,
  id: string,
  move: { from: ReservationStatus; to: ReservationStatus; movedAt: string; now: string },
): Promise<Reservation | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: move.from, updated_at: move.now, moved_from: null, moved_at: null, moved_by: null })
    .where('id', '=', id)
    .where('status', '=', move.to)
    .where('moved_at', '=', move.movedAt)
    .returningAll()
    .executeTakeFirst();
}

/** The customer's unpaid reservations still open, with no payment in progress (candidates for reuse). */
export async function listOpenUnpaidReservations(db: Db, userId: string): Promise<ListedReservation[]> {
  const rows = await listUserReservations(db, userId);
  return rows.filter(
    (r) => r.status === 'pending' && r.is_paid === 0 && r.latest_payment_status !== 'pending',
  );
}

/** Replaces an unpaid reservation's content in place; false when it was paid or cancelled meanwhile. */
export async function replaceReservationContent(
  db: Db,
  id: string,
  patch: Updateable<ReservationTable>,
  items: Insertable<ReservationItemTable>[],
): Promise<boolean> {
  const done = await db
    .updateTable('reservations')
    .set(patch)
    .where('id', '=', id)
    .where('is_paid', '=', 0)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!done) return false;
  await db.deleteFrom('reservation_items').where('reservation_id', '=', id).execute();
  await db.insertInto('reservation_items').values(items).execute();
  return true;
}

/** Unpaid reservations last changed before `before` (to expire), with their payment state. */
export async function listExpiredUnpaidReservations(db: Db, before: string): Promise<ListedReservation[]> {
  const rows = await db
    .selectFrom('reservations')
    .selectAll()
    .select(latestPaymentStatus)
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(100)
    .execute();
  return rows.filter((r) => r.latest_payment_status !== 'pending');
}

/** Cancels an unpaid reservation as expired; undefined when it was paid or changed meanwhile. */
export function expireReservation(
  db: Db,
  id: string,
  reason: string,
  now: string,
): Promise<Reservation | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: 'cancelled', updated_at: now, cancel_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('is_paid', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

/** Gives a caller's reservations to the account that proved their number (decision 0064); how many moved. */
export async function transferReservations(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  const moved = await db
    .updateTable('reservations')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}
