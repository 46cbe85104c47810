import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { publish } from '../events/events.service.js';
import { assertCashAllowed, timingAtPayment } from '../kitchen/kitchen.service.js';
import * as repo from './orders.repository.js';

/**
 * A cash order, priced and written in `trx`: refused (422, nothing kept) when cash is off or the total is over the
 * cap; else confirmed at once with its promised times, as a paid order is, and announced to the boards. It is paid
 * only when the cash is collected (cash.service.ts).
 */
export async function acceptCashOrder(
  trx: Db,
  clock: Clock,
  order: { id: string; total: number },
): Promise<void> {
  await assertCashAllowed(trx, order.total);
  const row = (await repo.findOrder(trx, order.id))!;
  const timing = await timingAtPayment(
    { db: trx, clock },
    { scheduledFor: row.scheduled_for, distanceM: row.distance_m ?? 0 },
  );
  const now = clock.now().toISOString();
  const confirmed = await repo.confirmCashOrder(
    trx,
    order.id,
    { estimated_at: timing.estimatedAt, prep_starts_at: timing.prepStartsAt },
    now,
  );
  if (!confirmed) return;
  await publish(
    trx,
    'order.status_changed',
    `cash:${order.id}`,
    {
      order_id: order.id,
      user_id: confirmed.user_id,
      code_commande: confirmed.code_commande,
      status: confirmed.status,
      payment_method: 'cash',
      total_price: confirmed.total_price,
    },
    now,
  );
}
