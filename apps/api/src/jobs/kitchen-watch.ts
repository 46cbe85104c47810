import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { Outbox } from '../modules/events/events.service.js';
import { getKitchenSettings } from '../modules/restaurant/restaurant.service.js';
import { expireUnpaidSales, watchUnaccepted } from '../modules/sales/timers.service.js';
import { startPeriodic, type PeriodicJob } from './periodic.js';

const WATCH_MS = 30_000;

/**
 * The timers of the restaurant's clock, every 30 s: escalates then cancels paid orders nobody accepted
 * (P4.8), and expires unpaid orders and reservations left without a payment (decision 0039). Their state is
 * in the rows, so a restart resumes them and several processes share them safely.
 */
export function startKitchenWatch(
  deps: { db: Db; outbox: Outbox; clock: Clock; log: FastifyBaseLogger },
  intervalMs = WATCH_MS,
): PeriodicJob {
  return startPeriodic(async () => {
    try {
      const settings = await getKitchenSettings(deps.db);
      const done = await watchUnaccepted(deps, settings);
      if (done.escalated.length + done.cancelled.length > 0) deps.log.warn(done, 'unaccepted paid orders');
      // Abandoned checkouts give back what they held (decision 0039).
      const expired = await expireUnpaidSales(deps, settings.unpaidExpiryMinutes);
      if (expired.length > 0) deps.log.info({ expired }, 'unpaid orders and reservations expired');
    } catch (err) {
      deps.log.error({ err }, 'kitchen watch failed');
    }
  }, intervalMs);
}
