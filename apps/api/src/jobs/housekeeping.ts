import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { purgeEndedWindows } from '../modules/rate-limits/rate-limits.service.js';
import { purgeExpiredSessions } from '../modules/sessions/sessions.service.js';

const HOUR_MS = 60 * 60_000;

/** Deletes what no request can use any more: ended rate-limit windows and expired sessions. */
export async function purgeStale(
  db: Db,
  now = Date.now(),
): Promise<{ rateLimits: number; sessions: number }> {
  return {
    rateLimits: await purgeEndedWindows(db, new Date(now)),
    sessions: await purgeExpiredSessions(db, new Date(now)),
  };
}

export type Housekeeping = { stop(): Promise<void> };

/** Runs `purgeStale` at start and then every hour, so these tables stay the size of the current traffic. */
export function startHousekeeping(
  deps: { db: Db; log: FastifyBaseLogger },
  intervalMs = HOUR_MS,
): Housekeeping {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeStale(deps.db)
      .then((purged) => deps.log.info(purged, 'stale rate limits and sessions purged'))
      .catch((err: unknown) => deps.log.error({ err }, 'housekeeping failed'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
