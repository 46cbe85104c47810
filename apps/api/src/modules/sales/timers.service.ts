import { cancelMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { publish, type Outbox } from '../events/events.service.js';
import { cancelIn } from './cancel.service.js';
import { markEscalated } from './sale-changes.repository.js';
import { findSale, listExpiredUnpaid } from './sales.repository.js';
import { listUnaccepted } from './staff-lists.repository.js';

export type TimerDeps = { db: Db; outbox: Outbox; clock: Clock };

/** What the customer reads when nobody accepted their paid order in time (P4.8). */
export const NOT_ACCEPTED_REASON = "Le restaurant n'a pas pu accepter votre commande à temps";

/**
 * Cancels, as "expirée", the unpaid sales (orders and reservations alike) with no payment in progress left unchanged
 * for `minutes`: what they held (the newsletter's 10 %, a free dish credit) is free again. Conditional updates: once,
 * in any process. Returns their codes.
 */
export async function expireUnpaidSales(deps: TimerDeps, minutes: number): Promise<string[]> {
  const before = new Date(deps.clock.now().getTime() - minutes * 60_000).toISOString();
  const expired: string[] = [];
  for (const row of await listExpiredUnpaid(deps.db, before)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const sale = await findSale(trx, row.id);
      // Its payment started meanwhile: it is not abandoned.
      if (
        !sale ||
        sale.status !== 'pending' ||
        sale.is_paid === 1 ||
        sale.latest_payment_status === 'pending'
      ) {
        return false;
      }
      const now = deps.clock.now().toISOString();
      return (
        (await cancelIn(trx, sale, { now, reason: cancelMessages.expired, from: ['pending'] })) !== undefined
      );
    });
    if (done) expired.push(row.code_commande);
  }
  if (expired.length > 0) await deps.outbox.drain();
  return expired;
}

/**
 * The acceptance timers (P4.8), run periodically: a paid order nobody accepted `escalateAfterMinutes` after its
 * preparation was due is escalated once (alarm red, admins e-mailed); after `autoCancelAfterMinutes` it is cancelled
 * with its refund row. Both are conditional updates on the order's row, so a restart repeats nothing and two
 * processes never act twice. Returns what it did.
 */
export async function watchUnaccepted(
  deps: TimerDeps,
  delays: { escalateAfterMinutes: number; autoCancelAfterMinutes: number },
): Promise<{ escalated: string[]; cancelled: string[] }> {
  const now = deps.clock.now();
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const cancelled: string[] = [];
  for (const row of await listUnaccepted(deps.db, before(delays.autoCancelAfterMinutes), {
    notEscalated: false,
  })) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const order = await findSale(trx, row.id);
      if (!order || order.status !== 'confirmed') return false;
      const at = now.toISOString();
      return (
        (await cancelIn(trx, order, { now: at, reason: NOT_ACCEPTED_REASON, from: ['confirmed'] })) !==
        undefined
      );
    });
    if (done) cancelled.push(row.code_commande);
  }
  const escalated: string[] = [];
  for (const row of await listUnaccepted(deps.db, before(delays.escalateAfterMinutes), {
    notEscalated: true,
  })) {
    const done = await deps.db.transaction().execute(async (trx) => {
      if (!(await markEscalated(trx, row.id, now.toISOString()))) return false;
      await publish(
        trx,
        'order.escalated',
        row.id,
        {
          order_id: row.id,
          user_id: row.user_id,
          code_commande: row.code_commande,
          status: row.status,
          prep_starts_at: row.prep_starts_at,
          total_price: row.total_price,
        },
        now.toISOString(),
      );
      return true;
    });
    if (done) escalated.push(row.code_commande);
  }
  if (escalated.length + cancelled.length > 0) await deps.outbox.drain();
  return { escalated, cancelled };
}
