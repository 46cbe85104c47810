import type { Outbox } from '../modules/events/events.service.js';
import { startPeriodic, type PeriodicJob } from './periodic.js';

export type OutboxWorker = PeriodicJob;

/**
 * Drains the outbox every `intervalMs`: events written by a change whose own drain did not run (a crash right
 * after the commit, another process holding the lease, a consumption to retry) are consumed within seconds, and
 * a restart loses none. Runs never overlap; `stop` waits for the run in progress.
 */
export function startOutboxWorker(outbox: Outbox, intervalMs: number): OutboxWorker {
  return startPeriodic(() => outbox.drain(), intervalMs);
}
