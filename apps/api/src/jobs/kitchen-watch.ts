import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import type { Outbox } from '../modules/events/events.service.js';
import { getKitchenSettings } from '../modules/kitchen/kitchen.service.js';
import { watchUnaccepted } from '../modules/orders/orders.service.js';
import { startPeriodic, type PeriodicJob } from './periodic.js';

const WATCH_MS = 30_000;

/**
 * The acceptance timers of D12, every 30 s: escalates then cancels paid orders nobody accepted. Their state is
 * in the orders' rows, so a restart resumes them and several processes share them safely.
 */
export function startKitchenWatch(
  deps: { db: Db; outbox: Outbox; clock: Clock; log: FastifyBaseLogger },
  intervalMs = WATCH_MS,
): PeriodicJob {
  return startPeriodic(async () => {
    try {
      const done = await watchUnaccepted(deps, await getKitchenSettings(deps.db));
      if (done.escalated.length + done.cancelled.length > 0) deps.log.warn(done, 'unaccepted paid orders');
    } catch (err) {
      deps.log.error({ err }, 'kitchen watch failed');
    }
  }, intervalMs);
}
