import {
  menuMessages,
  type AdminCategoryCreate,
  type AdminCategoryUpdate,
  type AdminMenuCategory,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './catalogue.admin-repository.js';
import { menuWrite, mustFindCategory, swapped, toCategory } from './catalogue.admin-service.js';

export function createCategory(
  db: Db,
  actorId: string,
  input: AdminCategoryCreate,
): Promise<AdminMenuCategory> {
  return menuWrite(db, async (trx) => {
    const id = newId();
    await repo.insertCategory(trx, {
      id,
      name: input.name,
      bg_image: input.image ?? null,
      position: await repo.nextPosition(trx, { table: 'categories' }),
      created_at: nowIso(),
    });
    const after = toCategory((await repo.findCategory(trx, id))!);
    await recordAudit(trx, {
      actorId,
      action: 'category.create',
      subjectType: 'category',
      subjectId: id,
      after,
    });
    return after;
  });
}

export function updateCategory(
  db: Db,
  actorId: string,
  id: string,
  patch: AdminCategoryUpdate,
): Promise<AdminMenuCategory> {
  return menuWrite(db, async (trx) => {
    const before = toCategory(await mustFindCategory(trx, id));
    await repo.updateCategory(trx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.image !== undefined && { bg_image: patch.image }),
      ...(patch.hidden !== undefined && { hidden: patch.hidden ? 1 : 0 }),
    });
    const after = toCategory((await repo.findCategory(trx, id))!);
    await recordAudit(trx, {
      actorId,
      action: 'category.update',
      subjectType: 'category',
      subjectId: id,
      before,
      after,
    });
    return after;
  });
}

/** Deleted only when empty: a category with dishes is hidden instead (old orders keep their dishes). */
export function deleteCategory(db: Db, actorId: string, id: string): Promise<void> {
  return menuWrite(db, async (trx) => {
    const before = toCategory(await mustFindCategory(trx, id));
    if (await repo.categoryHasDishes(trx, id)) {
      throw new AppError(409, 'CATEGORY_NOT_EMPTY', menuMessages.categoryNotEmpty);
    }
    await repo.deleteCategory(trx, id);
    await recordAudit(trx, {
      actorId,
      action: 'category.delete',
      subjectType: 'category',
      subjectId: id,
      before,
    });
  });
}

/**
 * Moves a category one place; every category is renumbered 0..n-1 in the new order, so positions left equal by
 * older data (seeded, or written by hand) cannot make a move do nothing.
 */
export function moveCategory(
  db: Db,
  actorId: string,
  id: string,
  direction: 'up' | 'down',
): Promise<AdminMenuCategory[]> {
  return menuWrite(db, async (trx) => {
    await mustFindCategory(trx, id);
    const all = await repo.listAllCategories(trx);
    const index = all.findIndex((c) => c.id === id);
    const order = swapped(all, index, direction);
    if (order) {
      for (const [position, c] of order.entries()) {
        if (c.position !== position) await repo.setCategoryPosition(trx, c.id, position);
      }
      await recordAudit(trx, {
        actorId,
        action: 'category.move',
        subjectType: 'category',
        subjectId: id,
        before: { position: index },
        after: { position: order.findIndex((c) => c.id === id) },
      });
    }
    return (await repo.listAllCategories(trx)).map(toCategory);
  });
}
