import type { PaymentDeps } from '../modules/payments/payment-deps.js';
import { reconcileDuePayments } from '../modules/payments/reconciliation.service.js';
import { startPeriodic, type PeriodicJob } from './periodic.js';

export type Reconciler = PeriodicJob;

/**
 * Re-checks pending payments every `intervalMs` (P6.3), so a lost callback or a restart loses no payment.
 * Runs never overlap; `stop` waits for the run in progress.
 */
export function startReconciler(deps: PaymentDeps, intervalMs: number): Reconciler {
  return startPeriodic(
    () =>
      reconcileDuePayments(deps).catch((err: unknown) =>
        deps.log.error({ err }, 'reconciliation run failed'),
      ),
    intervalMs,
  );
}
