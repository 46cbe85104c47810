import { expressionBuilder, sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { PaymentAttemptState, PaymentStatus, RefundStatus } from '@lome/shared';
import type { Database, Payment, PaymentPurpose, PaymentTable } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';

type Db = Kysely<Database>;

/** True (1) when the payment aliased `alias` has a refund row: its money is owed back. */
const owedBack = (alias: string) =>
  sql<number>`exists (select 1 from refunds r where r.payment_id = ${sql.ref(`${alias}.id`)})`;

/**
 * The order of precedence among the attempts of a sale: one under way first (the customer is paying), then one
 * whose money is owed back (the customer must learn it), then the latest.
 */
const speaksFirst = (alias: string) =>
  sql<number>`case when ${sql.ref(`${alias}.status`)} = 'pending' then 2 when ${owedBack(alias)} then 1 else 0 end`;

/** What the payment aliased `alias` says of what it pays: its status, or 'refunded' when its money is owed back. */
export const attemptState = (alias: string) =>
  sql<PaymentAttemptState>`case when ${owedBack(alias)} then 'refunded' else ${sql.ref(`${alias}.status`)} end`;

/*
 * Subqueries the sales repository embeds in its own selects, through the payments service: `order` is the alias of
 * the sale it reads. One statement, so the state is read with the row (decision 0055).
 */
const eb = expressionBuilder<Database, never>();

/**
 * The state of the attempt that speaks for the sale: the one that paid it, else one under way, one owed back, the
 * latest; by the (order_id, created_at) index.
 */
export const speakingAttemptStateOfOrder = (order: string) =>
  eb
    .selectFrom('payments as lp')
    .select(attemptState('lp').as('status'))
    .where('lp.order_id', '=', sql.ref<string>(`${order}.id`))
    .orderBy(sql`case when lp.id = ${sql.ref(`${order}.payment_id`)} then 1 else 0 end`, 'desc')
    .orderBy(speaksFirst('lp'), 'desc')
    .orderBy('lp.created_at', 'desc')
    .limit(1);

/** The id of the attempt that speaks for the order: the one that paid it, else the latest, one under way first. */
export const speakingAttemptIdOfOrder = (order: string) =>
  eb.fn.coalesce(
    sql.ref<string | null>(`${order}.payment_id`),
    eb
      .selectFrom('payments as latest')
      .select('latest.id')
      .where('latest.order_id', '=', sql.ref<string>(`${order}.id`))
      .orderBy(speaksFirst('latest'), 'desc')
      .orderBy('latest.created_at', 'desc')
      .limit(1),
  );

/** Whether the order has an attempt under way (a pending payment): its discounts are then in use. */
export const attemptUnderWayOfOrder = (order: string) =>
  eb.exists(
    eb
      .selectFrom('payments as hp')
      .select('hp.id')
      .where('hp.order_id', '=', sql.ref<string>(`${order}.id`))
      .where('hp.status', '=', 'pending'),
  );

/** The payment that paid the sale aliased `subject` (its `payment_id`): its network and amount. */
export const paidWithOf = (subject: string) => {
  const paying = eb
    .selectFrom('payments as pw')
    .where('pw.id', '=', sql.ref<string>(`${subject}.payment_id`));
  return { network: paying.select('pw.network'), amount: paying.select('pw.amount') };
};

/** The attempt that speaks for a sale, the paying one first, with its state. */
export async function findSpeakingAttemptOfSale(db: Db, sale: { id: string; payment_id: string | null }) {
  return db
    .selectFrom('payments')
    .select(['id', 'status', 'tx_reference', 'last_checked_at', attemptState('payments').as('state')])
    .where('order_id', '=', sale.id)
    .orderBy(sql`case when id = ${sale.payment_id} then 0 else 1 end`)
    .orderBy(speaksFirst('payments'), 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

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

/** True when the payment's money is owed back (a refund row exists). */
export async function isOwedBack(db: Db, paymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row !== undefined;
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
    eb.and([eb('status', 'in', ['expired', 'failed']), eb('recheck_until', '>', now)]),
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
    eb('status', 'in', ['pending', 'expired']),
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
    .where('status', 'in', ['expired', 'failed'])
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

/** Money owed back on a payment, pending until staff settle it; for the sale it names, if any. */
export type NewRefund = {
  id: string;
  payment_id: string;
  amount: number;
  created_at: string;
  order_id?: string;
};

export async function insertRefund(db: Db, refund: NewRefund): Promise<void> {
  await db
    .insertInto('refunds')
    .values({ ...refund, status: 'pending' })
    .execute();
}

/** The refunds of these sales, with the number that paid (where the money goes back). */
export async function findRefundsOf(db: Db, saleIds: string[]) {
  if (saleIds.length === 0) return [];
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.order_id as subject_id',
      'refunds.status',
      'refunds.amount',
      'refunds.reference',
      'refunds.settled_at',
      'payments.phone_number as phone',
    ])
    .where('refunds.order_id', 'in', saleIds)
    .execute() as Promise<
    {
      subject_id: string;
      status: RefundStatus;
      amount: number;
      reference: string | null;
      settled_at: string | null;
      phone: string;
    }[]
  >;
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
