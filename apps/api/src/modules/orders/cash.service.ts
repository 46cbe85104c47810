import { cashMessages, type CashCollection } from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { findCashPayment, recordCashPayment } from '../payments/payments.service.js';
import * as repo from './orders.repository.js';
import { createOrderPayable, toOrderSummary, type EventDeps } from './orders.service.js';

export type CashDeps = EventDeps & { clock: Clock };

const fcfa = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

/**
 * "Espèces encaissées" (P8.2): staff or the order's rider record the cash collected for a cash order, once.
 * Only then is the order paid, through the order's payable like a mobile-money payment, so the receipt, the referral
 * rewards and the newsletter's first paid order follow once from `order.paid`. The database holds the collection
 * once (a unique identifier per order): a repeated call with the same amount answers as before, another amount 409.
 * The caller checks who may collect (staff, or the rider the order is assigned to).
 */
export async function collectCash(
  deps: CashDeps,
  input: { orderId: string; amount: number; actor: { id: string } },
): Promise<CashCollection> {
  const { orderId, amount, actor } = input;
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Commande introuvable.');
  if (order.payment_method !== 'cash') throw new AppError(422, 'ORDER_NOT_CASH', cashMessages.notCash);
  const recorded = await alreadyRecorded(deps, orderId, amount);
  if (recorded) return recorded;
  if (order.status === 'cancelled') throw new AppError(422, 'ORDER_CANCELLED', cashMessages.cancelled);
  if (order.is_paid === 1) throw new AppError(409, 'ALREADY_PAID', cashMessages.alreadyPaid);
  if (amount !== order.total_price) {
    const message = cashMessages.wrongAmount.replace('{total}', fcfa(order.total_price));
    throw new AppError(422, 'CASH_AMOUNT_MISMATCH', message, { amount: [message] });
  }
  const payable = createOrderPayable(deps.clock);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now().toISOString();
      const paymentId = await recordCashPayment(trx, {
        userId: order.user_id,
        orderId,
        amount,
        phone: order.phone ?? '',
        now,
      });
      // Cancelled or paid meanwhile: nothing is recorded.
      if ((await payable.markPaid(trx, orderId, paymentId, now)) === 'not') {
        throw new AppError(409, 'ORDER_CHANGED', cashMessages.cancelled);
      }
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'order.cash_collected',
        subjectType: 'order',
        subjectId: orderId,
        before: { code_commande: order.code_commande, is_paid: false },
        after: { code_commande: order.code_commande, is_paid: true, amount },
      });
    });
  } catch (err) {
    // A simultaneous call recorded it first: answered as that one.
    if (!isUniqueViolation(err, 'identifier')) throw err;
    const again = await alreadyRecorded(deps, orderId, amount);
    if (again) return again;
    throw err;
  }
  await deps.outbox.drain();
  const paid = (await repo.findOrder(deps.db, orderId))!;
  return { message: cashMessages.collected, order: toOrderSummary(paid), amount, already_recorded: false };
}

/** The collection already recorded for the order: the same answer for the same amount, a 409 for another. */
async function alreadyRecorded(
  deps: CashDeps,
  orderId: string,
  amount: number,
): Promise<CashCollection | undefined> {
  const cash = await findCashPayment(deps.db, orderId);
  if (!cash) return undefined;
  if (cash.amount !== amount) {
    const message = cashMessages.otherAmount.replace('{amount}', fcfa(cash.amount));
    throw new AppError(409, 'CASH_ALREADY_RECORDED', message, { amount: [message] });
  }
  const order = (await repo.findOrder(deps.db, orderId))!;
  return { message: cashMessages.collected, order: toOrderSummary(order), amount, already_recorded: true };
}
