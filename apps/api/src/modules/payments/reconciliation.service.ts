import { nowIso } from '../../lib/ids.js';
import { confirmPayment } from './confirm.service.js';
import type { PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

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
