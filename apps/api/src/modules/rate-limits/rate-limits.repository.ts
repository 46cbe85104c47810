import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * Counts one hit in the fixed window of `key` and returns the count so far and when the window ends
 * (epoch seconds). One upsert statement, so concurrent requests, even from several processes, all count.
 */
export async function hit(
  db: Db,
  key: string,
  nowSec: number,
  windowSec: number,
): Promise<{ count: number; windowEndsAt: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_ends_at: nowSec + windowSec })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_ends_at <= ${nowSec} then 1 else rate_limits.count + 1 end`,
        window_ends_at: sql<number>`case when rate_limits.window_ends_at <= ${nowSec} then ${nowSec + windowSec} else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowEndsAt: Number(row.window_ends_at) };
}

/** Gives back one hit (a request that turned out not to count, such as a successful login). */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Deletes the counters whose window ended before `beforeSec` (epoch seconds); returns how many. */
export async function purgeEnded(db: Db, beforeSec: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<', beforeSec)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
