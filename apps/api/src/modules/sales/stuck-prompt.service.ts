import {
  acceptedOnEntry,
  orderMessages,
  paymentMessages,
  staffPushMessages,
  type OrderSummary,
  type StaffPush,
  type StaffPushRequest,
} from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { endSaleAttempt, findLastPromptOfSale } from '../payments/replace.service.js';
import { acceptCashSale } from './cash.service.js';
import { setCashInstead } from './sale-changes.repository.js';
import { findSale, type SaleRow } from './sales.repository.js';
import { pushToCustomer } from './staff-orders.service.js';
import { toOrderSummary } from './views.js';

type OrderDeps = PaymentDeps & { clock: Clock };

/** A staff-entered order still waiting for its mobile money: the only kind the board pays (decision 0077). */
async function unpaidStaffOrder(deps: OrderDeps, orderId: string): Promise<SaleRow> {
  const sale = await findSale(deps.db, orderId);
  if (!sale || sale.kind !== 'order') throw new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);
  if (!acceptedOnEntry(sale.source))
    throw new AppError(422, 'NOT_STAFF_ORDER', staffPushMessages.notStaffOrder);
  if (sale.is_paid === 1) throw new AppError(409, 'ALREADY_PAID', staffPushMessages.paidMeanwhile);
  if (sale.status === 'cancelled') throw new AppError(422, 'ORDER_CANCELLED', paymentMessages.cancelled);
  return sale;
}

/**
 * "Renvoyer la demande", or another number or network, from the board's card: the prompt under way (the one staff
 * saw, `replaces_payment_id`) is ended, still re-checked with PayGate, and a new one goes out. Left out, the number
 * and network of the last prompt. A second tap finds the first tap's push under way and takes it up.
 */
export async function pushAgain(
  deps: OrderDeps,
  orderId: string,
  input: StaffPushRequest,
): Promise<StaffPush> {
  const sale = await unpaidStaffOrder(deps, orderId);
  if (sale.payment_method !== 'mobile_money')
    throw new AppError(422, 'NOT_MOBILE_MONEY', staffPushMessages.notPushable);
  const last = await findLastPromptOfSale(deps.db, orderId);
  return pushToCustomer(deps, sale.user_id, orderId, {
    phone: input.phone_number ?? last?.phone ?? sale.phone ?? '',
    network: input.network ?? last?.network ?? 'FLOOZ',
    replacesPaymentId: input.replaces_payment_id,
  });
}

/**
 * "Passer en espèces": the prompt under way is ended (a "paid" PayGate gives meanwhile or later still counts, once:
 * the order is then paid and no cash is taken, or the cash came first and that money is owed back), and the order
 * becomes a cash order, confirmed with its times as any other; "Espèces encaissées" then pays it. Repeated, it answers
 * the order as it is.
 */
export async function switchToCash(deps: OrderDeps, orderId: string, actorId: string): Promise<OrderSummary> {
  const sale = await unpaidStaffOrder(deps, orderId);
  if (sale.payment_method === 'cash') return toOrderSummary(sale);
  await endSaleAttempt(deps, orderId);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    const switched = await setCashInstead(trx, orderId, now);
    if (!switched) return;
    await acceptCashSale(trx, deps.clock, switched);
    await recordAudit(trx, {
      actorId,
      action: 'order.cash_instead',
      subjectType: 'order',
      subjectId: orderId,
      before: { code_commande: sale.code_commande, payment_method: 'mobile_money' },
      after: { code_commande: sale.code_commande, payment_method: 'cash' },
    });
  });
  await deps.outbox.drain();
  const now = (await findSale(deps.db, orderId))!;
  if (now.is_paid === 1 && now.payment_method !== 'cash')
    throw new AppError(409, 'ALREADY_PAID', staffPushMessages.paidMeanwhile);
  return toOrderSummary(now);
}
