import {
  lomeDay,
  menuMessages,
  type AdminDishCreate,
  type AdminDishUpdate,
  type AdminMenuDish,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './catalogue.admin-repository.js';
import { checkCategoryExists, menuWrite, mustFindDish, swapped, toDish } from './catalogue.admin-service.js';
import type { DishReferences } from './dish-references.js';

export function createDish(
  db: Db,
  actorId: string,
  input: AdminDishCreate,
  now = new Date(),
): Promise<AdminMenuDish> {
  return menuWrite(db, async (trx) => {
    await checkCategoryExists(trx, input.category_id);
    const id = newId();
    const at = nowIso();
    await repo.insertDish(trx, {
      id,
      category_id: input.category_id,
      name: input.name,
      description: input.description || null,
      price: input.price,
      image: input.image ?? null,
      type_name: input.type_name || null,
      featured: input.featured ? 1 : 0,
      available: 1,
      position: await repo.nextPosition(trx, { categoryId: input.category_id }),
      created_at: at,
      updated_at: at,
    });
    const after = toDish((await repo.findDish(trx, id))!, lomeDay(now));
    await recordAudit(trx, { actorId, action: 'dish.create', subjectType: 'dish', subjectId: id, after });
    return after;
  });
}

/**
 * Edits a dish. `available: false` hides it (off the menu, refused in carts, still in old orders);
 * `sold_out_today` stores today's Lomé date, so the dish is back on sale tomorrow without anyone touching it.
 */
export function updateDish(
  db: Db,
  actorId: string,
  id: string,
  patch: AdminDishUpdate,
  now = new Date(),
): Promise<AdminMenuDish> {
  const today = lomeDay(now);
  return menuWrite(db, async (trx) => {
    const row = await mustFindDish(trx, id);
    const before = toDish(row, today);
    const moving = patch.category_id !== undefined && patch.category_id !== row.category_id;
    if (moving) await checkCategoryExists(trx, patch.category_id!);
    await repo.updateDish(trx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description || null }),
      ...(patch.price !== undefined && { price: patch.price }),
      ...(patch.image !== undefined && { image: patch.image }),
      ...(patch.type_name !== undefined && { type_name: patch.type_name || null }),
      ...(patch.featured !== undefined && { featured: patch.featured ? 1 : 0 }),
      ...(patch.available !== undefined && { available: patch.available ? 1 : 0 }),
      ...(patch.sold_out_today !== undefined && { sold_out_on: patch.sold_out_today ? today : null }),
      ...(patch.allergens !== undefined && { allergens: JSON.stringify(patch.allergens) }),
      ...(moving && {
        category_id: patch.category_id,
        position: await repo.nextPosition(trx, { categoryId: patch.category_id! }),
      }),
      updated_at: nowIso(),
    });
    const after = toDish((await repo.findDish(trx, id))!, today);
    await recordAudit(trx, {
      actorId,
      action: 'dish.update',
      subjectType: 'dish',
      subjectId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deleted only when no order, reservation or credit names it (otherwise it is to be hidden); hearts go with it.
 * Each module answers for its own table through `refs`, inside the delete's transaction.
 */
export async function deleteDish(
  db: Db,
  refs: DishReferences,
  actorId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  const inUse = () => new AppError(409, 'DISH_IN_USE', menuMessages.dishInUse);
  try {
    await menuWrite(db, async (trx) => {
      const before = toDish(await mustFindDish(trx, id), lomeDay(now));
      if (await refs.isReferenced(trx, id)) throw inUse();
      await refs.onDelete(trx, id);
      await repo.deleteDish(trx, id);
      await recordAudit(trx, { actorId, action: 'dish.delete', subjectType: 'dish', subjectId: id, before });
    });
  } catch (err) {
    // An order taking the dish between the check and the delete: the foreign key refuses, the answer is the same.
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
}

/** Moves a dish one place within its category (renumbered 0..n-1, as categories are). */
export function moveDish(
  db: Db,
  actorId: string,
  id: string,
  direction: 'up' | 'down',
  now = new Date(),
): Promise<AdminMenuDish[]> {
  const today = lomeDay(now);
  return menuWrite(db, async (trx) => {
    const dish = await mustFindDish(trx, id);
    if (dish.category_id === null) return [toDish(dish, today)];
    const siblings = await repo.listDishesOfCategory(trx, dish.category_id);
    const index = siblings.findIndex((d) => d.id === id);
    const order = swapped(siblings, index, direction);
    if (order) {
      for (const [position, d] of order.entries()) {
        if (d.position !== position) await repo.setDishPosition(trx, d.id, position);
      }
      await recordAudit(trx, {
        actorId,
        action: 'dish.move',
        subjectType: 'dish',
        subjectId: id,
        before: { position: index },
        after: { position: order.findIndex((d) => d.id === id) },
      });
    }
    return (await repo.listDishesOfCategory(trx, dish.category_id)).map((d) => toDish(d, today));
  });
}
