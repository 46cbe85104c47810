import {
  lomeDay,
  menuMessages,
  type AdminCategoryCreate,
  type AdminCategoryUpdate,
  type AdminDishCreate,
  type AdminDishUpdate,
  type AdminMenu,
  type AdminMenuCategory,
  type AdminMenuDish,
  type AdminPicture,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { saveCataloguePicture } from '../../lib/picture-variants.js';
import type { Picture } from '../../lib/uploads.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './catalogue.admin-repository.js';
import type { DishReferences } from './dish-references.js';
import { bumpCatalogueVersion } from './catalogue.repository.js';

function toCategory(row: repo.AdminCategoryRow): AdminMenuCategory {
  return {
    id: row.id,
    name: row.name,
    image: row.bg_image,
    hidden: row.hidden === 1,
    position: row.position,
  };
}

function toDish(row: repo.AdminDishRow, today: string): AdminMenuDish {
  return {
    id: row.id,
    category_id: row.category_id,
    name: row.name,
    description: row.description,
    price: row.price,
    image: row.image,
    type_name: row.type_name,
    featured: row.featured === 1,
    available: row.available === 1,
    sold_out_today: row.sold_out_on === today,
    position: row.position,
  };
}

/** The whole menu as the editor shows it: hidden categories and dishes too. */
export async function getAdminMenu(db: Db, now = new Date()): Promise<AdminMenu> {
  const [categories, dishes] = await Promise.all([repo.listAllCategories(db), repo.listAllDishes(db)]);
  const today = lomeDay(now);
  return { categories: categories.map(toCategory), dishes: dishes.map((d) => toDish(d, today)) };
}

/**
 * Runs one menu write: the catalogue version is bumped first (on PostgreSQL its row lock queues concurrent menu
 * writes, so two reorders never interleave), then the change and its audit row, all in one transaction.
 */
function menuWrite<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    return write(trx);
  });
}

async function mustFindCategory(db: Db, id: string) {
  const row = await repo.findCategory(db, id);
  if (!row) throw new AppError(404, 'CATEGORY_NOT_FOUND', menuMessages.categoryNotFound);
  return row;
}

async function mustFindDish(db: Db, id: string) {
  const row = await repo.findDish(db, id);
  if (!row) throw new AppError(404, 'DISH_NOT_FOUND', menuMessages.dishNotFound);
  return row;
}

/** A category_id that names no category: a field error, like any other bad input. */
async function checkCategoryExists(db: Db, id: string) {
  if (!(await repo.findCategory(db, id))) {
    throw new AppError(422, 'VALIDATION_ERROR', menuMessages.category, {
      category_id: [menuMessages.category],
    });
  }
}

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

/** The list with the item at `index` swapped with its neighbour; undefined when it is already at that end. */
function swapped<T>(items: T[], index: number, direction: 'up' | 'down'): T[] | undefined {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= items.length) return undefined;
  const out = [...items];
  [out[index], out[other]] = [out[other]!, out[index]!];
  return out;
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

/** Stores an uploaded dish or category photo with its variants; one sharp cannot decode is refused. */
export async function storePicture(dataDir: string, picture: Picture): Promise<AdminPicture> {
  const stored = await saveCataloguePicture(dataDir, picture);
  if (!stored)
    throw new AppError(422, 'PICTURE_INVALID', menuMessages.image, { picture: [menuMessages.image] });
  return { image: stored.url, width: stored.width, height: stored.height };
}
