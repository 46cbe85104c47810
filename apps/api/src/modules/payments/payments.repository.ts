import type { Insertable, Kysely } from 'kysely';
import type { Database, Payment, PaymentStatus, PaymentTable } from '../../db/types.js';

type Db = Kysely<Database>;

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

/** A pending, already registered attempt for the same target, phone and network started after `since`. */
export async function findRecentAttempt(
  db: Db,
  target: { orderId?: string; reservationId?: string },
  phone: string,
  network: Payment['network'],
  since: string,
): Promise<Payment | undefined> {
  let q = db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('tx_reference', 'is not', null)
    .where('phone_number', '=', phone)
    .where('network', '=', network)
    .where('created_at', '>=', since);
  q = target.orderId
    ? q.where('order_id', '=', target.orderId)
    : q.where('reservation_id', '=', target.reservationId!);
  return q.orderBy('created_at', 'desc').executeTakeFirst();
}

export async function setTxReference(db: Db, id: string, txReference: string, now: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ tx_reference: txReference, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the right to ask PayGate about a payment now: succeeds for one caller when the payment is in one of
 * `statuses` and was not checked after `notCheckedSince`. Returns the new check count, or undefined.
 */
export async function claimCheck(
  db: Db,
  id: string,
  statuses: PaymentStatus[],
  now: string,
  notCheckedSince: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('payments')
    .set((eb) => ({ last_checked_at: now, check_count: eb('check_count', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<=', notCheckedSince)]))
    .returning('check_count')
    .executeTakeFirst();
  return row?.check_count;
}

export async function scheduleCheck(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ next_check_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Marks a payment paid once: only a pending (or locally expired) payment changes. */
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
    .where('status', 'in', ['pending', 'expired'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends a pending payment as cancelled, expired or failed; false when it had already ended. */
export async function endPayment(
  db: Db,
  id: string,
  status: Exclude<PaymentStatus, 'pending' | 'paid'>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status, next_check_at: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Pending payments whose next check is due, oldest first. */
export async function findDuePayments(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function insertRefund(
  db: Db,
  refund: { id: string; payment_id: string; amount: number; created_at: string },
): Promise<void> {
  await db
    .insertInto('refunds')
    .values({ ...refund, status: 'pending' })
    .execute();
}
