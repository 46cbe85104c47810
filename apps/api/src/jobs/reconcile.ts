import { reconcileDuePayments, type PaymentDeps } from '../modules/payments/payments.service.js';

export type Reconciler = { stop(): Promise<void> };

/**
 * Re-checks pending payments every `intervalMs` (D4), so a lost callback or a restart loses no payment.
 * Runs never overlap; `stop` waits for the run in progress.
 */
export function startReconciler(deps: PaymentDeps, intervalMs: number): Reconciler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = reconcileDuePayments(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'reconciliation run failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
