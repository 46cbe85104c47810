import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { sendQueuedPushes, type PushSender } from '../modules/push/push.service.js';
import { startPeriodic, type PeriodicJob } from './periodic.js';

/**
 * Sends the queued Web Push notifications every `intervalMs`, outside any transaction (decision 0045): the
 * retries of those a push service refused, and any a nudge after a drain did not send.
 */
export function startPushSender(
  app: { db: Db; log: FastifyBaseLogger; push: PushSender },
  intervalMs: number,
): PeriodicJob {
  return startPeriodic(() => sendQueuedPushes({ db: app.db, log: app.log, sender: app.push }), intervalMs);
}
