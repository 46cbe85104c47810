import { paymentMessages, paymentStatusLabels, type PaymentStatusResponse } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { confirmPayment } from './confirm.service.js';
import type { PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

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

/** A caller's payments follow their orders to the account that proved their number (decision 0064). */
export function transferPayments(trx: Db, from: { userId: string }, to: { userId: string }): Promise<void> {
  return repo.transferPayments(trx, from.userId, to.userId);
}
