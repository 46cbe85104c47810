import { paymentMessages, type PaymentCreate, type PaymentNetwork, type PaymentStarted } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Payment, PaymentPurpose } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { PAY_STATUS, PaygateUnavailableError } from '../../paygate/client.js';
import { CLIENT_WAIT_MS, later, pushDeadline } from './check-schedule.js';
import { confirmPayment, statusOf } from './confirm.service.js';
import { isOwedBack } from '../refunds/owed-back.service.js';
import { endAttempt } from './replace.service.js';
import type { PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

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
  /** The attempt this tap replaces even for the same number (decision 0077); another under way is taken up. */
  replacesPaymentId?: string;
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
    attempt.phone_number === req.phone &&
    attempt.network === req.network &&
    attempt.amount === req.amount &&
    attempt.id !== req.replacesPaymentId;
  if (attempt.tx_reference && sameRequest && Date.now() - Date.parse(attempt.created_at) < CLIENT_WAIT_MS) {
    return started(attempt.id, attempt.tx_reference);
  }

  const settled = await endAttempt(deps, attempt);
  if (settled?.status === 'paid') return paidAnswer(deps, settled, req);
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
  if (paid.tx_reference && !(await isOwedBack(deps.db, paid.id))) {
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
    replacesPaymentId: input.replaces_payment_id,
  });
}

/** The attempt under way for a purchase of the user's own (a sponsor activation), if any (subjectOf's key). */
export function findPendingPaymentOfUser(
  db: Db,
  purpose: PaymentPurpose,
  userId: string,
): Promise<Payment | undefined> {
  return repo.findPendingAttempt(db, `${purpose}:${userId}`);
}
