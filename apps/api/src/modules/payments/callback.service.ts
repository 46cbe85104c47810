import { confirmPayment } from './confirm.service.js';
import type { PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

/** A callback re-checks at once unless another callback made us ask PayGate this recently. */
const CALLBACK_MIN_INTERVAL_MS = 1000;

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
