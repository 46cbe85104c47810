import { favoriteMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { nowIso } from '../../lib/ids.js';
import { getDishes } from '../catalogue/catalogue.service.js';
import * as repo from './favorites.repository.js';

export function listFavorites(db: Db, userId: string): Promise<string[]> {
  return repo.listDishIds(db, userId);
}

/** Hearts a dish; idempotent. 404 for a dish the catalogue does not have. */
export async function addFavorite(db: Db, userId: string, dishId: string): Promise<void> {
  try {
    await repo.insertIfAbsent(db, [{ user_id: userId, dish_id: dishId, created_at: nowIso() }]);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError(404, 'DISH_NOT_FOUND', favoriteMessages.dishNotFound);
    throw err;
  }
}

/** Takes the heart off; idempotent, also for a dish that was never hearted. */
export function removeFavorite(db: Db, userId: string, dishId: string): Promise<void> {
  return repo.remove(db, userId, dishId);
}

/**
 * Adds the hearts a visitor gave before logging in (kept in their browser) to the account's, and returns the
 * whole list. Nothing the account had is taken away. Ids the catalogue no longer has are stale browser data and
 * are skipped rather than refused, so one old heart does not lose the others.
 */
export async function mergeFavorites(db: Db, userId: string, dishIds: string[]): Promise<string[]> {
  if (dishIds.length > 0) {
    const known = new Set((await getDishes(db)).map((d) => d.dish_id));
    // The browser lists hearts oldest first: later hearts get later times, so the list reads as it did.
    const start = Date.now();
    await repo.insertIfAbsent(
      db,
      [...new Set(dishIds)]
        .filter((id) => known.has(id))
        .map((dish_id, i) => ({ user_id: userId, dish_id, created_at: new Date(start + i).toISOString() })),
    );
  }
  return repo.listDishIds(db, userId);
}

/** A dish deleted from the menu leaves nobody's hearts: called by the catalogue inside its delete's transaction. */
export async function removeForDish(trx: Db, dishId: string): Promise<void> {
  await repo.removeForDish(trx, dishId);
}
