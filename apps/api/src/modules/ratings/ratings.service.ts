import {
  RATING_SUMMARY_MIN_COUNT,
  ratingMessages,
  type OrderRating,
  type OrderRatingCreate,
  type OrderRatingResponse,
  type OrderStatus,
  type RatingSummary,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { nowIso } from '../../lib/ids.js';
import * as repo from './ratings.repository.js';

/**
 * The caller's own order, 404 for anyone else's: the orders module's read, handed over by app.ts so that ratings
 * does not import orders (which imports ratings for its lists).
 */
export type FindOwnOrder = (
  db: Db,
  userId: string,
  orderId: string,
) => Promise<{ order_id: string; status: OrderStatus }>;

/**
 * The owner rates a delivered order, once (P2.10). Someone else's order is 404 as any order they cannot see;
 * delivered is final (P2.2), so the status read here cannot change before the rating is stored.
 */
export async function rateOrder(
  db: Db,
  findOrder: FindOwnOrder,
  userId: string,
  orderId: string,
  input: OrderRatingCreate,
): Promise<OrderRatingResponse> {
  const order = await findOrder(db, userId, orderId);
  if (order.status !== 'delivered') {
    throw new AppError(422, 'ORDER_NOT_DELIVERED', ratingMessages.notDelivered);
  }
  const row = { order_id: order.order_id, stars: input.stars, comment: input.comment, created_at: nowIso() };
  try {
    await repo.insertRating(db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'ALREADY_RATED', ratingMessages.alreadyRated);
    throw err;
  }
  return { message: ratingMessages.thanks, rating: toRating(row) };
}

const toRating = (r: { stars: number; comment: string | null; created_at: string }): OrderRating => ({
  stars: r.stars,
  comment: r.comment,
  created_at: r.created_at,
});

/** The orders with their `rating` (null when not rated), for the customer's and staff's order reads. */
export async function withRatings<T extends { order_id: string }>(
  db: Db,
  orders: T[],
): Promise<(T & { rating: OrderRating | null })[]> {
  const rows = await repo.findRatings(
    db,
    orders.map((o) => o.order_id),
  );
  const byOrder = new Map(rows.map((r) => [r.order_id, toRating(r)]));
  return orders.map((o) => ({ ...o, rating: byOrder.get(o.order_id) ?? null }));
}

/** The home page's 'Note clients': the mean to one decimal, once there are enough ratings. */
export async function ratingSummary(db: Db): Promise<RatingSummary> {
  const { count, average } = await repo.ratingTotals(db);
  const enough = count >= RATING_SUMMARY_MIN_COUNT && average !== null;
  return { count, average: enough ? Math.round(average * 10) / 10 : null };
}
