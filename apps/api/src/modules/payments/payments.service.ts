import type { FastifyBaseLogger } from 'fastify';
import {
  paymentMessages,
  paymentStatusLabels,
  type PaidWith,
  type PaymentCreate,
  type PaymentNetwork,
  type PaymentStarted,
  type PaymentStatus,
  type PaymentStatusResponse,
  type RecordedPaymentNetwork,
} from '@lome/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/connection.js';
import type { Payment, PaymentPurpose } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import {
  PAY_STATUS,
  PaygateUnavailableError,
  TX_STATUS,
  type PaygateClient,
  type StatusResult,
} from '../../paygate/client.js';
import type { Outbox } from '../events/events.service.js';
import { subjectIdOf, type Payables } from './payables.js';
import * as repo from './payments.repository.js';

/** `payables` and `outbox` are built in app.ts from the modules that sell something and consume events. */
export type PaymentDeps = {
  db: Db;
  env: Env;
  paygate: PaygateClient;
  log: FastifyBaseLogger;
  payables: Payables;
  outbox: Outbox;
};

/**
 * The delay between checks doubles up to this many PAYMENT_CHECK_DELAY_MS (4 minutes by default), so money PayGate
 * takes is applied within the dialog's 5 minutes of PayGate answering again, reconciliation run included (0047).
 */
const MAX_CHECK_DELAYS = 48;
/** A push that got no answer is asked about more often: the phone may be ringing (1 minute by default). */
const MAX_VERIFY_DELAYS = 12;
/**
 * The payment dialog stops waiting after 5 minutes (P6.8): a tap on 'Payer' after that is a new try and
 * pushes again; before, it takes up the attempt under way.
 */
const CLIENT_WAIT_MS = 5 * 60_000;
/** Beyond PayGate's own time-out, how long a push may take (our database writes) before it counts as lost. */
const PUSH_MARGIN_MS = 5000;
/** A payment we ended ourselves is asked about again this long, every RECHECK_ENDED_MS (P6.3). */
const RECHECK_ENDED_FOR_MS = 24 * 60 * 60_000;
const RECHECK_ENDED_MS = 30 * 60_000;
/** A callback re-checks at once unless another callback made us ask PayGate this recently. */
const CALLBACK_MIN_INTERVAL_MS = 1000;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Doubling delay between status checks of one payment, capped (shorter for a push that got no answer). */
function nextCheckDelay(env: Env, checkCount: number, verifying = false): number {
  const cap = (verifying ? MAX_VERIFY_DELAYS : MAX_CHECK_DELAYS) * env.PAYMENT_CHECK_DELAY_MS;
  return Math.min(env.PAYMENT_CHECK_DELAY_MS * 2 ** Math.min(checkCount, 16), cap);
}

/** When a push still without answer counts as lost: PayGate's own time-out, plus our database writes. */
const pushDeadline = (env: Env, p: Payment) =>
  Date.parse(p.created_at) + env.PAYGATE_TIMEOUT_MS + PUSH_MARGIN_MS;

/**
 * A push PayGate's answer never came back for (network drop, time-out, 502), or that never finished (a crash):
 * PayGate may hold it and the phone may ring, so it is "en vérification" until PayGate says (decision 0047).
 */
const unanswered = (env: Env, p: Payment) =>
  !p.tx_reference && (p.verifying_since !== null || Date.now() > pushDeadline(env, p));

export type PaymentRequest = {
  userId: string;
  purpose: PaymentPurpose;
  /** The sale it pays (an order or a reservation), absent for a sponsor's activation. */
  orderId?: string;
  amount: number;
  phone: string;
  network: PaymentNetwork;
  description: string;
  /** What a tap is told when the sale was paid meanwhile (an order's words or a reservation's). */
  alreadyPaid?: string;
};

/** What a payment pays, held by one pending attempt at most (migration 0005). */
function subjectOf(req: PaymentRequest): string {
  if (req.orderId) return `order:${req.orderId}`;
  // Other purposes (sponsor activation) pay something of the user's: one push under way per user and purpose.
  return `${req.purpose}:${req.userId}`;
}

/**
 * Pushes a payment request to the customer's phone through PayGate, once per order, reservation or user
 * activation however the taps are timed: the database holds at most one pending attempt per subject, and a tap
 * while one is under way gets that attempt back (same tx_reference) instead of a second push. The payment row is
 * committed before PayGate is called, under an identifier of ours, so a crash right after the call is recovered
 * by the status API (v2, by identifier).
 */
export async function initiatePayment(deps: PaymentDeps, req: PaymentRequest): Promise<PaymentStarted> {
  const { db, env, paygate, log } = deps;
  const subject = subjectOf(req);
  const id = newId();
  const identifier = `CM-${id}`;
  for (let tries = 1; ; tries++) {
    const current = await repo.findPendingAttempt(db, subject);
    if (current) {
      const answer = await takeUpOrEnd(deps, current, req);
      if (answer) return answer;
      // That attempt has ended (or we ended it): this tap may push.
    }
    const now = nowIso();
    try {
      await repo.insertPayment(db, {
        id,
        identifier,
        tx_reference: null,
        user_id: req.userId,
        purpose: req.purpose,
        order_id: req.orderId ?? null,
        amount: req.amount,
        phone_number: req.phone,
        network: req.network,
        status: 'pending',
        payment_reference: null,
        payment_method: null,
        paid_at: null,
        next_check_at: later(env.PAYMENT_CHECK_DELAY_MS),
        subject,
        created_at: now,
        updated_at: now,
      });
      break;
    } catch (err) {
      // A simultaneous tap inserted its attempt first: take that one up on the next turn.
      if (!isUniqueViolation(err, 'subject')) throw err;
      if (tries === 3) throw new AppError(409, 'PAYMENT_IN_PROGRESS', paymentMessages.inProgress);
    }
  }
  // An attempt under way may have been paid between this tap's checks and our insert (a status check after a
  // restart): the attempt now holding the subject never pushes then, so nothing is charged twice.
  const paid = await repo.findPaidAttempt(db, req);
  if (paid) {
    await repo.endPayment(db, id, 'failed', nowIso());
    return paidAnswer(deps, paid, req);
  }

  let result;
  try {
    result = await paygate.pay({
      phone_number: req.phone,
      amount: req.amount,
      description: req.description,
      identifier,
      network: req.network,
    });
  } catch (err) {
    if (!(err instanceof PaygateUnavailableError)) throw err;
    // No answer is not a refusal: PayGate may have registered the push and the phone may ring. The attempt stays
    // under way, "en vérification", and PayGate is asked by our identifier, now and then at the usual cadence.
    log.warn({ err, paymentId: id }, 'PayGate pay call got no answer: verifying');
    const answer = await verify(deps, id, req);
    if (answer) return answer;
    // PayGate says it never received the push: nothing rings, the customer may try again at once.
    throw new AppError(502, 'PAYGATE_UNAVAILABLE', paymentMessages.providerUnavailable);
  }

  if (result.kind === 'registered') {
    await repo.setTxReference(db, id, result.txReference, nowIso());
    return started(id, result.txReference);
  }
  if (result.status === PAY_STATUS.duplicateIdentifier) {
    // Our identifiers are fresh, so PayGate already holds this very payment: adopt its reference.
    const known = await statusOf(deps, { identifier, tx_reference: null }).catch(() => undefined);
    if (known?.kind === 'found') {
      await repo.setTxReference(db, id, known.txReference, nowIso());
      return started(id, known.txReference);
    }
  }
  await repo.endPayment(db, id, 'failed', nowIso());
  if (result.status === PAY_STATUS.invalidParams) {
    throw new AppError(422, 'PAYGATE_INVALID_PARAMS', paymentMessages.invalidParams, {
      phone_number: [paymentMessages.invalidParams],
    });
  }
  log.error({ paymentId: id, status: result.status }, 'PayGate refused the payment request');
  throw new AppError(502, 'PAYGATE_REFUSED', paymentMessages.providerRefused);
}

/**
 * A tap finds `current` under way for the same subject. A push still in flight (a simultaneous tap) is waited
 * for, as long as a push can take. The attempt is answered back when it went to the same phone, network and
 * amount and the customer may still be waiting for it. Otherwise (another phone or network, a wait the dialog
 * gave up after 5 minutes, a push lost in a crash) PayGate is asked about it first, since it may have been paid
 * meanwhile, and it is ended, still re-checked for a day like any attempt we gave up on, so this tap can push.
 * Undefined means: push.
 */
async function takeUpOrEnd(
  deps: PaymentDeps,
  current: Payment,
  req: PaymentRequest,
): Promise<PaymentStarted | undefined> {
  const { db, env } = deps;
  let attempt: Payment | undefined = current;
  while (
    attempt?.status === 'pending' &&
    !attempt.tx_reference &&
    !attempt.verifying_since &&
    Date.now() < pushDeadline(env, current)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    attempt = await repo.findPayment(db, current.id);
  }
  // Paid while this tap waited (a status check, a callback): no new push for something paid.
  if (attempt?.status === 'paid') return paidAnswer(deps, attempt, req);
  if (attempt?.status !== 'pending') return undefined;
  if (!attempt.tx_reference) {
    // Its push got no answer: only PayGate saying it never received it lets this tap push again.
    const answer = await verify(deps, attempt.id, req);
    if (answer?.status !== 'pending' || answer.tx_reference === null) return answer;
    attempt = await repo.findPayment(db, attempt.id);
    if (attempt?.status !== 'pending') return undefined;
  }
  const sameRequest =
    attempt.phone_number === req.phone && attempt.network === req.network && attempt.amount === req.amount;
  if (attempt.tx_reference && sameRequest && Date.now() - Date.parse(attempt.created_at) < CLIENT_WAIT_MS) {
    return started(attempt.id, attempt.tx_reference);
  }

  await confirmPayment(deps, attempt.id, { minIntervalMs: 0 });
  const settled = await repo.findPayment(db, attempt.id);
  if (settled?.status === 'paid') return paidAnswer(deps, settled, req);
  if (settled?.status === 'pending') {
    await repo.endPayment(db, attempt.id, attempt.tx_reference ? 'expired' : 'failed', nowIso(), {
      until: later(RECHECK_ENDED_FOR_MS),
      next: later(RECHECK_ENDED_MS),
    });
  }
  return undefined;
}

/**
 * Asks PayGate, by our identifier, about an attempt whose push got no answer (0047), and says what the customer
 * is told: 'verifying' while PayGate cannot say, the attempt as pushed once PayGate holds it, 'success' once paid.
 * Undefined when PayGate says it never received it: the attempt is then ended and a new push may go.
 */
async function verify(
  deps: PaymentDeps,
  paymentId: string,
  req: PaymentRequest,
): Promise<PaymentStarted | undefined> {
  await repo.markVerifying(deps.db, paymentId, nowIso());
  await confirmPayment(deps, paymentId, { minIntervalMs: 0 });
  const attempt = await repo.findPayment(deps.db, paymentId);
  if (attempt?.status === 'paid') return paidAnswer(deps, attempt, req);
  if (attempt?.status !== 'pending') return undefined;
  if (!attempt.tx_reference) {
    return {
      status: 'verifying',
      tx_reference: null,
      message: paymentMessages.verifying,
      payment_id: attempt.id,
    };
  }
  return started(attempt.id, attempt.tx_reference);
}

/** A tap finds its attempt paid: 'success', unless that money went elsewhere (owed back) and this is paid. */
async function paidAnswer(deps: PaymentDeps, paid: Payment, req: PaymentRequest): Promise<PaymentStarted> {
  if (paid.tx_reference && !(await repo.isOwedBack(deps.db, paid.id))) {
    return { ...started(paid.id, paid.tx_reference), status: 'success' };
  }
  throw new AppError(409, 'ALREADY_PAID', req.alreadyPaid ?? paymentMessages.alreadyPaid);
}

function started(paymentId: string, txReference: string): PaymentStarted {
  return {
    status: 'pending',
    tx_reference: txReference,
    message: paymentMessages.started,
    payment_id: paymentId,
  };
}

/**
 * POST /api/payment: pays a sale of the caller (its order_id or reservation_id), for the amount the server computed
 * (P1.2).
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: string,
  input: PaymentCreate,
): Promise<PaymentStarted> {
  // An order and a reservation are sales alike (D15): the spec's two ids name one.
  const saleId = (input.order_id ?? input.reservation_id)!;
  const { amount, description, alreadyPaid } = await deps.payables
    .get('order')
    .prepare(deps.db, userId, saleId, input.order_id ? 'order' : 'reservation');
  return initiatePayment(deps, {
    userId,
    purpose: 'order',
    orderId: saleId,
    alreadyPaid,
    amount,
    phone: input.phone_number,
    network: input.network,
    description: input.description || description,
  });
}

function statusOf(deps: PaymentDeps, p: Pick<Payment, 'identifier' | 'tx_reference'>): Promise<StatusResult> {
  return p.tx_reference
    ? deps.paygate.statusByTxReference(p.tx_reference)
    : deps.paygate.statusByIdentifier(p.identifier);
}

/**
 * Applies a payment PayGate confirmed, exactly once, in one transaction: only the caller that moves the
 * payment out of pending goes on; what it pays is marked paid by its module (a payable), which publishes the
 * event in the same transaction. A payment that arrives for something already paid or cancelled is kept and
 * gets a refund record instead. The events are consumed once the transaction is committed.
 */
async function applyPaid(deps: PaymentDeps, payment: Payment, tx: Extract<StatusResult, { kind: 'found' }>) {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const moved = await repo.markPaymentPaid(trx, payment.id, {
      payment_reference: tx.paymentReference || null,
      payment_method: tx.paymentMethod,
      tx_reference: tx.txReference,
      now,
    });
    if (!moved) return false;
    const payable = deps.payables.get(payment.purpose);
    if ((await payable.markPaid(trx, subjectIdOf(payment), payment.id, now)) === 'not') {
      deps.log.warn(
        { paymentId: payment.id },
        'payment confirmed for something already paid or cancelled: refund recorded',
      );
      await repo.insertRefund(trx, {
        id: newId(),
        payment_id: payment.id,
        amount: payment.amount,
        created_at: now,
      });
    }
    return true;
  });
  if (changed) await deps.outbox.drain();
}

export type ConfirmOptions = {
  /** Skip the check when someone asked PayGate about this payment less than this long ago. */
  minIntervalMs: number;
  /** A callback may reveal that a payment PayGate itself expired was paid at the last moment. */
  afterCallback?: boolean;
};

/** The states in which PayGate may still complete a payment, so asking it is worth it. */
function checkableStatuses(payment: Payment, options: ConfirmOptions): PaymentStatus[] {
  const statuses: PaymentStatus[] = ['pending'];
  const recheck = payment.recheck_until !== null && payment.recheck_until > nowIso();
  if (recheck || options.afterCallback) statuses.push('expired');
  if (recheck) statuses.push('failed');
  return statuses;
}

/**
 * The one confirmation path (callback, polls, payment status page, reconciliation, a tap replacing an attempt):
 * asks PayGate's status API and applies what it says. Never trusts anything but PayGate's answer, and never
 * pays when PayGate states another amount than ours. Returns the payment status afterwards.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  paymentId: string,
  options: ConfirmOptions,
): Promise<PaymentStatus | undefined> {
  const { db, env, log } = deps;
  const payment = await repo.findPayment(db, paymentId);
  if (!payment) return undefined;
  const statuses = checkableStatuses(payment, options);
  if (!statuses.includes(payment.status)) return payment.status;
  const checkCount = await repo.claimCheck(
    db,
    payment.id,
    statuses,
    nowIso(),
    new Date(Date.now() - options.minIntervalMs).toISOString(),
    options.afterCallback ? 'callback' : 'poll',
  );
  if (checkCount === undefined) return payment.status;

  const pending = payment.status === 'pending';
  const unansweredPush = unanswered(env, payment);
  const retryLater = async () => {
    // A push that got no answer and PayGate did not know is still asked about at the usual cadence a while.
    const usual = pending || (unansweredPush && Date.now() - Date.parse(payment.created_at) < CLIENT_WAIT_MS);
    const delay = usual ? nextCheckDelay(env, checkCount, unansweredPush) : RECHECK_ENDED_MS;
    await repo.scheduleCheck(db, payment.id, later(delay));
    return payment.status;
  };
  const expiredLocally = Date.now() - Date.parse(payment.created_at) > env.PAYMENT_TTL_MINUTES * 60_000;
  const end = async (status: Exclude<PaymentStatus, 'pending' | 'paid'>) => {
    await repo.endPayment(db, payment.id, status, nowIso());
    return (await repo.findPayment(db, payment.id))?.status;
  };
  // PayGate itself ended a payment we had given up on: it can no longer be paid, stop asking.
  const stopRechecking = async () => {
    await repo.stopRechecking(db, payment.id, nowIso());
    return payment.status;
  };
  // Our time limit ran out while PayGate may still complete the payment: end it, keep asking for a day.
  const giveUp = async (status: Extract<PaymentStatus, 'expired' | 'failed'>, nextMs = RECHECK_ENDED_MS) => {
    const recheck = { until: later(RECHECK_ENDED_FOR_MS), next: later(nextMs) };
    await repo.endPayment(db, payment.id, status, nowIso(), recheck);
    return (await repo.findPayment(db, payment.id))?.status;
  };

  let result: StatusResult;
  try {
    result = await statusOf(deps, payment);
  } catch (err) {
    if (!(err instanceof PaygateUnavailableError)) throw err;
    log.warn({ err, paymentId }, 'PayGate status call failed');
    return retryLater();
  }

  if (result.kind === 'error') {
    // Unknown to PayGate: the pay call never reached it (crash or outage) or has not been recorded yet.
    log.warn(
      { paymentId, errorCode: result.errorCode, errorMessage: result.errorMessage },
      'PayGate does not know the payment',
    );
    // A push that got no answer and that PayGate does not know never reached it (PayGate registers a push before
    // answering): ended, so the customer may push again. Still asked about at the usual cadence a while, then
    // like any attempt we ended, in case it was only late: money taken then is applied, or owed back.
    if (pending && unansweredPush) return giveUp('failed', nextCheckDelay(env, checkCount, true));
    if (!expiredLocally) return retryLater();
    // Still unknown once our time limit is over: PayGate never received it and never will.
    return pending ? giveUp('failed') : stopRechecking();
  }
  if (result.identifier && result.identifier !== payment.identifier) {
    log.error({ paymentId, identifier: result.identifier }, 'PayGate answered for another identifier');
    return retryLater();
  }
  switch (result.status) {
    case TX_STATUS.paid:
      // PayGate's published answers carry no amount (P6.10): then it charged what we asked under our
      // identifier. An amount it does state must be ours.
      if (result.amount !== null && result.amount !== payment.amount) {
        log.error(
          { paymentId, ours: payment.amount, theirs: result.amount },
          'PayGate amount differs: not applied, recorded as owed back',
        );
        // FCFA have no decimals: an odd fractional amount is owed back rounded up, never short.
        await refundMismatch(deps, payment, Math.ceil(result.amount));
        return (await repo.findPayment(db, payment.id))?.status;
      }
      await applyPaid(deps, payment, result);
      return (await repo.findPayment(db, payment.id))?.status;
    case TX_STATUS.inProgress:
      // Found by our identifier after its push got no answer: it is an ordinary push from now on.
      if (pending && !payment.tx_reference)
        await repo.setTxReference(db, payment.id, result.txReference, nowIso());
      return expiredLocally && pending ? giveUp('expired') : retryLater();
    case TX_STATUS.expired:
      return pending ? end('expired') : stopRechecking();
    case TX_STATUS.cancelled:
      return pending ? end('cancelled') : stopRechecking();
    default:
      log.error({ paymentId, status: result.status }, 'PayGate answered an unknown status');
      return retryLater();
  }
}

/** Money PayGate took for another amount than ours is never applied; it is owed back, once (P1.2, P2.6). */
async function refundMismatch(deps: PaymentDeps, payment: Payment, amountTaken: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await repo.failForAmountMismatch(trx, payment.id, now))) return;
    await repo.insertRefund(trx, {
      id: newId(),
      payment_id: payment.id,
      amount: amountTaken,
      created_at: now,
    });
  });
}

/**
 * PayGate's callback is unsigned (P6.3): it only names a payment to re-check through the status API. Whatever
 * it claims, nothing is paid unless PayGate's status call says so.
 */
export async function handleCallback(
  deps: PaymentDeps,
  body: { identifier?: string; txReference?: string },
): Promise<void> {
  const payment = await repo.findPaymentByReference(deps.db, body);
  if (!payment) {
    deps.log.warn({ ...body }, 'PayGate callback for an unknown payment');
    return;
  }
  // A callback is news even right after a poll saw the payment in progress: it re-checks at once, unless another
  // callback did so within the last second, so a flood of forged or repeated callbacks cannot become a flood of
  // status calls. Duplicates that do ask are harmless: the conditional updates keep the payment applied once.
  await confirmPayment(deps, payment.id, { minIntervalMs: CALLBACK_MIN_INTERVAL_MS, afterCallback: true });
}

/** GET /api/payments/{id}: the caller's payment, re-checked with PayGate when pending and not checked lately. */
export async function getPaymentStatus(
  deps: PaymentDeps,
  userId: string,
  id: string,
): Promise<PaymentStatusResponse> {
  let payment = await repo.findUserPayment(deps.db, userId, id);
  if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND', paymentMessages.notFound);
  const staleBefore = Date.now() - deps.env.PAYMENT_CHECK_DELAY_MS;
  if (
    payment.status === 'pending' &&
    (!payment.last_checked_at || Date.parse(payment.last_checked_at) <= staleBefore)
  ) {
    await confirmPayment(deps, id, { minIntervalMs: deps.env.PAYMENT_CHECK_DELAY_MS });
    payment = (await repo.findUserPayment(deps.db, userId, id))!;
  }
  const verifying = payment.status === 'pending' && !payment.tx_reference && payment.verifying_since !== null;
  return {
    payment_id: payment.id,
    status: payment.status,
    label: verifying ? paymentMessages.verifying : paymentStatusLabels[payment.status],
    tx_reference: payment.tx_reference,
    payment_reference: payment.payment_reference,
    amount: payment.amount,
    network: payment.network,
    phone_number: payment.phone_number,
    order_id: payment.order_id,
    reservation_id: null,
    paid_at: payment.paid_at,
    created_at: payment.created_at,
    verifying,
  };
}

/** Confirms every pending payment whose next check is due; returns how many were looked at. */
export async function reconcileDuePayments(deps: PaymentDeps, limit = 50): Promise<number> {
  const due = await repo.findDuePayments(deps.db, nowIso(), limit);
  for (const id of due) {
    try {
      await confirmPayment(deps, id, { minIntervalMs: 1000 });
    } catch (err) {
      deps.log.error({ err, paymentId: id }, 'payment reconciliation failed');
    }
  }
  return due.length;
}

/**
 * How a sale reads the attempt that speaks for it, and the payment that paid it: subqueries its repository embeds in
 * its own select (one statement, the row and its payment state read together).
 */
export {
  attemptState,
  attemptUnderWayOfOrder,
  paidWithOf,
  speakingAttemptIdOfOrder,
  speakingAttemptStateOfOrder,
} from './payments.repository.js';

/** What paid a sale, from the columns `paidWithOf` read with it; null while unpaid. */
export const paidWith = (
  isPaid: boolean,
  row: { paid_network: RecordedPaymentNetwork | null; paid_amount: number | null },
): PaidWith | null =>
  isPaid && row.paid_network !== null && row.paid_amount !== null
    ? { amount: row.paid_amount, network: row.paid_network }
    : null;

/** The attempt that speaks for a sale (the paying one first), with its state; undefined when none. */
export const findSpeakingAttemptOfSale = (db: Db, sale: { id: string; payment_id: string | null }) =>
  repo.findSpeakingAttemptOfSale(db, sale);

/** The attempt under way for a purchase of the user's own (a sponsor activation), if any (subjectOf's key). */
export function findPendingPaymentOfUser(
  db: Db,
  purpose: PaymentPurpose,
  userId: string,
): Promise<Payment | undefined> {
  return repo.findPendingAttempt(db, `${purpose}:${userId}`);
}

/** What a customer's receipt names of a payment: its network, PayGate reference and number (decision 0039). */
export async function findPaymentFacts(db: Db, paymentId: string) {
  const p = await repo.findPayment(db, paymentId);
  return p
    ? { network: p.network, reference: p.tx_reference ?? p.identifier, phone: p.phone_number }
    : undefined;
}

/**
 * Records, in the caller's transaction, the money of a cancelled paid sale as owed back: a pending
 * refund staff settle by hand (docs/product.md P2.6), which the attempt's state then reads as 'refunded'.
 */
export const recordRefund = (trx: Db, refund: repo.NewRefund) => repo.insertRefund(trx, refund);

/** The refunds of these sales, with the number that paid. */
export const findRefundsOf = repo.findRefundsOf;

/** The network and PayGate reference of a paid payment, for an invoice. */
export const findPaidPaymentReference = (db: Db, paymentId: string) =>
  repo.findPaidPaymentById(db, paymentId);

/** The network and PayGate references of the payment that paid an order, for its invoice. */
export const findOrderPaymentReference = (db: Db, orderId: string) =>
  repo.findPaidPaymentOfOrder(db, orderId);

/** A caller's payments follow their orders to the account that proved their number (decision 0064). */
export function transferPayments(trx: Db, from: { userId: string }, to: { userId: string }): Promise<void> {
  return repo.transferPayments(trx, from.userId, to.userId);
}
