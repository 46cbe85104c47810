import { type ExpressionBuilder, type Insertable } from 'kysely';
import { PAYMENT_RECHECKED_STATUSES, PAYMENT_UNSETTLED_STATUSES, type PaymentStatus } from '@lome/shared';
import type { Database, Payment, PaymentPurpose, PaymentTable } from '../../db/types.js';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../lib/ids.js';

export async function insertPayment(db: Db, row: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export async function findPayment(db: Db, id: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserPayment(db: Db, userId: string, id: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The payment a callback names: by our identifier first, else by PayGate's tx_reference. */
export async function findPaymentByReference(
  db: Db,
  ref: { identifier?: string; txReference?: string },
): Promise<Payment | undefined> {
  if (ref.identifier) {
    const byIdentifier = await db
      .selectFrom('payments')
      .selectAll()
      .where('identifier', '=', ref.identifier)
      .executeTakeFirst();
    if (byIdentifier) return byIdentifier;
  }
  if (!ref.txReference) return undefined;
  return db.selectFrom('payments').selectAll().where('tx_reference', '=', ref.txReference).executeTakeFirst();
}

/** The attempt under way for a subject: at most one, by the partial unique index of migration 0005. */
export async function findPendingAttempt(db: Db, subject: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('subject', '=', subject)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** A paid attempt of what `of` pays (a sale, or the user's payment of another purpose). */
export async function findPaidAttempt(
  db: Db,
  of: { orderId?: string; userId: string; purpose: PaymentPurpose },
): Promise<Payment | undefined> {
  let query = db.selectFrom('payments').selectAll().where('status', '=', 'paid');
  if (of.orderId) query = query.where('order_id', '=', of.orderId);
  else query = query.where('user_id', '=', of.userId).where('purpose', '=', of.purpose);
  return query.executeTakeFirst();
}

/** PayGate's reference for our push, from its answer or found by our identifier: no longer in verification. */
export async function setTxReference(db: Db, id: string, txReference: string, now: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ tx_reference: txReference, verifying_since: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Our push got no answer (or never finished): in verification from `now`, unless already, or answered. */
export async function markVerifying(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ verifying_since: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('tx_reference', 'is', null)
    .where('verifying_since', 'is', null)
    .execute();
}

/**
 * Takes the right to ask PayGate about a payment now: succeeds for one caller when the payment is in one of
 * `statuses` and was not checked after `notCheckedSince`. A callback's claim looks at the callbacks' own clock
 * instead (`by: 'callback'`), so a poll never hides a callback but repeated callbacks are throttled. Returns
 * the new check count, or undefined.
 */
export async function claimCheck(
  db: Db,
  id: string,
  statuses: PaymentStatus[],
  now: string,
  notCheckedSince: string,
  by: 'poll' | 'callback' = 'poll',
): Promise<number | undefined> {
  const clock = by === 'callback' ? 'last_callback_at' : 'last_checked_at';
  const row = await db
    .updateTable('payments')
    .set((eb) => ({
      last_checked_at: now,
      ...(by === 'callback' ? { last_callback_at: now } : {}),
      check_count: eb('check_count', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .where((eb) => eb.or([eb(clock, 'is', null), eb(clock, '<=', notCheckedSince)]))
    .returning('check_count')
    .executeTakeFirst();
  return row?.check_count;
}

/** Pending, or ended by us and still to be asked about (P6.3): the payments PayGate may yet complete. */
const stillOpen = (eb: ExpressionBuilder<Database, 'payments'>, now: string) =>
  eb.or([
    eb('status', '=', 'pending'),
    eb.and([eb('status', 'in', PAYMENT_RECHECKED_STATUSES), eb('recheck_until', '>', now)]),
  ]);

export async function scheduleCheck(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ next_check_at: at })
    .where('id', '=', id)
    .where((eb) => stillOpen(eb, nowIso()))
    .execute();
}

/**
 * Not settled for good: pending, expired (a late callback may still show it paid) or failed by our own time
 * limit (`recheck_until` set). Paid, cancelled and other failures never change again.
 */
const unsettled = (eb: ExpressionBuilder<Database, 'payments'>) =>
  eb.or([
    eb('status', 'in', PAYMENT_UNSETTLED_STATUSES),
    eb.and([eb('status', '=', 'failed'), eb('recheck_until', 'is not', null)]),
  ]);

/** Marks a payment paid once: only an unsettled payment changes. */
export async function markPaymentPaid(
  db: Db,
  id: string,
  data: {
    payment_reference: string | null;
    payment_method: string | null;
    tx_reference: string;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'paid',
      paid_at: data.now,
      payment_reference: data.payment_reference,
      payment_method: data.payment_method,
      tx_reference: data.tx_reference,
      next_check_at: null,
      updated_at: data.now,
    })
    .where('id', '=', id)
    .where(unsettled)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * PayGate took another amount than ours: the payment is never applied and ends failed, once (false when it was
 * already settled that way or otherwise), so the caller records the money as owed back.
 */
export async function failForAmountMismatch(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'failed', next_check_at: null, recheck_until: null, updated_at: now })
    .where('id', '=', id)
    .where(unsettled)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Ends a pending payment as cancelled, expired or failed; false when it had already ended. With `recheck`, we
 * end it ourselves while PayGate may still complete it: its next check is at `recheck.next`, and it stays checkable
 * until `recheck.until`. Either way it no longer holds its subject (migration 0005): a new attempt may push.
 */
export async function endPayment(
  db: Db,
  id: string,
  status: Exclude<PaymentStatus, 'pending' | 'paid'>,
  now: string,
  recheck?: { until: string; next: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status,
      next_check_at: recheck?.next ?? null,
      recheck_until: recheck?.until ?? null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** PayGate ended a payment we had given up on (expired, cancelled): nothing more to ask it. */
export async function stopRechecking(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ next_check_at: null, recheck_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', PAYMENT_RECHECKED_STATUSES)
    .execute();
}

/** Payments PayGate may yet complete whose next check is due, oldest first. */
export async function findDuePayments(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('id')
    .where((eb) => stillOpen(eb, now))
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The network and PayGate reference of a payment, when it is paid (an invoice names it). */
export function findPaidPaymentById(db: Db, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['network', 'tx_reference'])
    .where('id', '=', paymentId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
}

/** The payment that paid an order, as its invoice names it. */
export function findPaidPaymentOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('payments')
    .select(['network', 'tx_reference', 'payment_reference'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('paid_at')
    .executeTakeFirst();
}

/** Gives a caller's payments to the account that proved their number (decision 0064). */
export async function transferPayments(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  await db.updateTable('payments').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
}

/** The latest attempt made for a sale, whatever its end. */
export function findLatestAttemptOfOrder(db: Db, orderId: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
