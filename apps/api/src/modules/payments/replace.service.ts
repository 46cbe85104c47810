import type { PaymentUnderWay } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Payment } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import { later, RECHECK_ENDED_FOR_MS, RECHECK_ENDED_MS } from './check-schedule.js';
import { confirmPayment } from './confirm.service.js';
import type { PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

/** The subject a sale's attempts hold (migration 0005): one under way at most. */
const saleSubject = (saleId: string) => `order:${saleId}`;

/**
 * Ends an attempt under way that someone replaces (another number, "Réessayer", a changed cart, cash instead).
 * PayGate is asked first, since the customer may have just approved it; still pending, it is ended and re-checked for
 * a day like any attempt we gave up on (decision 0007), so a late "paid" is still applied once, or owed back when the
 * sale was paid otherwise or changed. Answers the attempt as it stands afterwards ('paid' when it turned out paid).
 */
export async function endAttempt(deps: PaymentDeps, attempt: Payment): Promise<Payment | undefined> {
  await confirmPayment(deps, attempt.id, { minIntervalMs: 0 });
  const settled = await repo.findPayment(deps.db, attempt.id);
  if (settled?.status === 'pending') {
    await repo.endPayment(deps.db, attempt.id, settled.tx_reference ? 'expired' : 'failed', nowIso(), {
      until: later(RECHECK_ENDED_FOR_MS),
      next: later(RECHECK_ENDED_MS),
    });
    return repo.findPayment(deps.db, attempt.id);
  }
  return settled;
}

/**
 * Ends the attempt under way on a sale, if any (decision 0077): 'paid' when PayGate says it went through (the sale
 * is then paid by it, or its money owed back), 'ended' when ended, 'none' when no attempt was under way.
 */
export async function endSaleAttempt(deps: PaymentDeps, saleId: string): Promise<'paid' | 'ended' | 'none'> {
  const current = await repo.findPendingAttempt(deps.db, saleSubject(saleId));
  if (!current) return 'none';
  return (await endAttempt(deps, current))?.status === 'paid' ? 'paid' : 'ended';
}

/** The prompt under way on a sale, as its checkout and the board show it; null when none. */
export async function findSaleAttemptUnderWay(db: Db, saleId: string): Promise<PaymentUnderWay | null> {
  const current = await repo.findPendingAttempt(db, saleSubject(saleId));
  if (!current || current.network === 'CASH') return null;
  return {
    payment_id: current.id,
    phone_number: current.phone_number,
    network: current.network,
    amount: current.amount,
    started_at: current.created_at,
  };
}

/** The number and network a sale's latest prompt rang, to ring them again; undefined before any. */
export async function findLastPromptOfSale(db: Db, saleId: string) {
  const latest = await repo.findLatestAttemptOfOrder(db, saleId);
  return latest && latest.network !== 'CASH'
    ? { phone: latest.phone_number, network: latest.network }
    : undefined;
}
