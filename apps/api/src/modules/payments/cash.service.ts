import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import type { Payable } from './payables.js';
import * as repo from './payments.repository.js';

/** What cash is collected for (an order, a reservation), as its module reads it; `kind` prefixes error codes. */
export type CashSubject = {
  payable: Payable;
  kind: 'ORDER' | 'RESERVATION';
  id: string;
  userId: string;
  phone: string;
  total: number;
  cancelled: boolean;
  paid: boolean;
  /** The French words of its refusals; `{total}` and `{amount}` are replaced by figures. */
  texts: Record<'wrongAmount' | 'otherAmount' | 'alreadyPaid' | 'cancelled' | 'changed', string>;
};

const fcfa = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

/** The identifier of a cash collection: unique, so the database records it once per subject (migration 0022). */
const cashIdentifier = (subjectId: string) => `CASH-${subjectId}`;

/**
 * "Espèces encaissées" for a sale (decisions 0051, 0071): `tendered` is what the customer handed over, at least the
 * total, the rest given back as change. Writes a paid payment of network 'CASH' for the total and applies it through
 * the subject's payable in one transaction, like a PayGate confirmation, so its paid event is published once. A
 * repeated call with the same amount answers `true` (already recorded), another amount 409.
 * The payment names who recorded it (`actor`), whose audit runs in the same transaction. The caller drains the outbox and checks who may collect.
 */
export async function collectCashOnce(
  deps: { db: Db; clock: Clock },
  subject: CashSubject,
  tendered: number,
  actor: { id: string; audit: (trx: Db) => Promise<void> },
): Promise<{ alreadyRecorded: boolean; change: number }> {
  const recorded = await alreadyRecorded(deps.db, subject, tendered);
  if (recorded) return recorded;
  const { texts } = subject;
  if (subject.cancelled) throw new AppError(422, `${subject.kind}_CANCELLED`, texts.cancelled);
  if (subject.paid) throw new AppError(409, 'ALREADY_PAID', texts.alreadyPaid);
  if (tendered < subject.total) {
    const message = texts.wrongAmount.replace('{total}', fcfa(subject.total));
    throw new AppError(422, 'CASH_AMOUNT_MISMATCH', message, { amount: [message] });
  }
  try {
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now().toISOString();
      const paymentId = newId();
      await repo.insertPayment(trx, {
        id: paymentId,
        identifier: cashIdentifier(subject.id),
        tx_reference: null,
        user_id: subject.userId,
        purpose: subject.payable.purpose,
        order_id: subject.id,
        amount: subject.total,
        cash_tendered: tendered,
        phone_number: subject.phone,
        network: 'CASH',
        status: 'paid',
        payment_reference: null,
        payment_method: 'cash',
        paid_at: now,
        next_check_at: null,
        collected_by: actor.id,
        created_at: now,
        updated_at: now,
      });
      // Cancelled, paid or its discount gone meanwhile: nothing is recorded.
      if ((await subject.payable.markPaid(trx, subject.id, paymentId, now)) === 'not') {
        throw new AppError(409, `${subject.kind}_CHANGED`, texts.changed);
      }
      await actor.audit(trx);
    });
  } catch (err) {
    // A simultaneous call recorded it first: answered as that one.
    if (!isUniqueViolation(err, 'identifier')) throw err;
    const again = await alreadyRecorded(deps.db, subject, tendered);
    if (again) return again;
    throw err;
  }
  return { alreadyRecorded: false, change: tendered - subject.total };
}

/** The collection already recorded with this amount handed over (and its change); another amount is a 409. */
async function alreadyRecorded(db: Db, subject: CashSubject, tendered: number) {
  const cash = await repo.findPaymentByReference(db, { identifier: cashIdentifier(subject.id) });
  if (!cash) return undefined;
  const handedOver = cash.cash_tendered ?? cash.amount;
  if (handedOver !== tendered) {
    const message = subject.texts.otherAmount.replace('{amount}', fcfa(handedOver));
    throw new AppError(409, 'CASH_ALREADY_RECORDED', message, { amount: [message] });
  }
  return { alreadyRecorded: true, change: handedOver - cash.amount };
}
