import type { PaymentStatus } from '@lome/shared';
import type { Payment } from '../../db/types.js';
import { newId, nowIso } from '../../lib/ids.js';
import { PaygateUnavailableError, TX_STATUS, type StatusResult } from '../../paygate/client.js';
import {
  CLIENT_WAIT_MS,
  later,
  nextCheckDelay,
  RECHECK_ENDED_FOR_MS,
  RECHECK_ENDED_MS,
  unanswered,
} from './check-schedule.js';
import { recordRefund } from '../refunds/owed-back.service.js';
import { subjectIdOf } from './payables.js';
import type { PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

export function statusOf(
  deps: PaymentDeps,
  p: Pick<Payment, 'identifier' | 'tx_reference'>,
): Promise<StatusResult> {
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
    if ((await payable.markPaid(trx, subjectIdOf(payment), payment.id, now, payment.amount)) === 'not') {
      deps.log.warn(
        { paymentId: payment.id },
        'payment confirmed for something already paid or cancelled: refund recorded',
      );
      await recordRefund(trx, {
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
    await recordRefund(trx, {
      id: newId(),
      payment_id: payment.id,
      amount: amountTaken,
      created_at: now,
    });
  });
}
