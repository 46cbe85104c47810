import type { Db } from '../../db/connection.js';
import type { OrderRatingTable } from '../../db/types.js';

/** Stores a rating; a second one for the order fails on the key (one rating per order). */
export async function insertRating(db: Db, row: OrderRatingTable): Promise<void> {
  await db.insertInto('order_ratings').values(row).execute();
}

export function findRatings(db: Db, orderIds: string[]): Promise<OrderRatingTable[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_ratings')
    .select(['order_id', 'stars', 'comment', 'created_at'])
    .where('order_id', 'in', orderIds)
    .execute();
}

/** How many ratings there are and their mean, over every order. */
export async function ratingTotals(db: Db): Promise<{ count: number; average: number | null }> {
  const row = await db
    .selectFrom('order_ratings')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.avg('stars').as('average')])
    .executeTakeFirstOrThrow();
  // PostgreSQL gives count as bigint text and avg as numeric text; SQLite gives numbers.
  return { count: Number(row.count), average: row.average === null ? null : Number(row.average) };
}
