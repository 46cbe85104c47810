import type { Db } from '../../db/connection.js';
import * as repo from './rate-limits.repository.js';

/**
 * The counters the rate-limit plugin keeps in the `rate_limits` table, shared by every API process (P13.1).
 */
export const rateLimitCounters = { hit: repo.hit, refund: repo.refund };

/** Deletes the counters whose window had ended at `now`; returns how many. */
export function purgeEndedWindows(db: Db, now: Date): Promise<number> {
  return repo.purgeEnded(db, Math.floor(now.getTime() / 1000));
}
