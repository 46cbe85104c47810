import {
  lomeDay,
  menuMessages,
  type AdminMenu,
  type AdminMenuCategory,
  type AdminMenuDish,
  type AdminPicture,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { saveCataloguePicture } from '../../lib/picture-variants.js';
import type { Picture } from '../../lib/uploads.js';
import { portionsLeft } from '../portions/portions.service.js';
import * as repo from './catalogue.admin-repository.js';
import { bumpCatalogueVersion } from './catalogue.version.js';
import { listDishGroupLinks } from './option-groups.admin-repository.js';
import { readAllergens } from './option-groups.service.js';

// The menu editor's reads and pictures, and what its category and dish edits (categories.admin-service.ts,
// dishes.admin-service.ts) share: the shapes they answer with and the frame of a menu write.

export function toCategory(row: repo.AdminCategoryRow): AdminMenuCategory {
  return {
    id: row.id,
    name: row.name,
    image: row.bg_image,
    hidden: row.hidden === 1,
    position: row.position,
  };
}

export function toDish(row: repo.AdminDishRow, today: string): AdminMenuDish {
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
    allergens: readAllergens(row.allergens),
    portions: row.portions,
  };
}

/**
 * Dishes as the editor shows them: with their groups of choices in order and today's portions left. `all`: the
 * dishes are the whole menu, read without naming them.
 */
export async function withOptions(
  db: Db,
  dishes: AdminMenuDish[],
  today: string,
  all = false,
): Promise<AdminMenuDish[]> {
  const ids = all ? undefined : dishes.map((d) => d.id);
  const [links, left] = await Promise.all([listDishGroupLinks(db, ids), portionsLeft(db, today, ids)]);
  const groupsOf = new Map<string, string[]>();
  for (const l of links) groupsOf.set(l.dish_id, [...(groupsOf.get(l.dish_id) ?? []), l.group_id]);
  return dishes.map((d) => ({
    ...d,
    option_group_ids: groupsOf.get(d.id) ?? [],
    portions_left: left.get(d.id) ?? null,
  }));
}

/** The whole menu as the editor shows it: hidden categories and dishes too. */
export async function getAdminMenu(db: Db, now = new Date()): Promise<AdminMenu> {
  const [categories, dishes] = await Promise.all([repo.listAllCategories(db), repo.listAllDishes(db)]);
  const today = lomeDay(now);
  return {
    categories: categories.map(toCategory),
    dishes: await withOptions(
      db,
      dishes.map((d) => toDish(d, today)),
      today,
      true,
    ),
  };
}

/**
 * Runs one menu write: the catalogue version is bumped first (on PostgreSQL its row lock queues concurrent menu
 * writes, so two reorders never interleave), then the change and its audit row, all in one transaction.
 */
export function menuWrite<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    return write(trx);
  });
}

export async function mustFindCategory(db: Db, id: string) {
  const row = await repo.findCategory(db, id);
  if (!row) throw new AppError(404, 'CATEGORY_NOT_FOUND', menuMessages.categoryNotFound);
  return row;
}

export async function mustFindDish(db: Db, id: string) {
  const row = await repo.findDish(db, id);
  if (!row) throw new AppError(404, 'DISH_NOT_FOUND', menuMessages.dishNotFound);
  return row;
}

/** A category_id that names no category: a field error, like any other bad input. */
export async function checkCategoryExists(db: Db, id: string) {
  if (!(await repo.findCategory(db, id))) {
    throw new AppError(422, 'VALIDATION_ERROR', menuMessages.category, {
      category_id: [menuMessages.category],
    });
  }
}

/** The list with the item at `index` swapped with its neighbour; undefined when it is already at that end. */
export function swapped<T>(items: T[], index: number, direction: 'up' | 'down'): T[] | undefined {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= items.length) return undefined;
  const out = [...items];
  [out[index], out[other]] = [out[other]!, out[index]!];
  return out;
}

/** Stores an uploaded dish or category photo with its variants; one sharp cannot decode is refused. */
export async function storePicture(dataDir: string, picture: Picture): Promise<AdminPicture> {
  const stored = await saveCataloguePicture(dataDir, picture);
  if (!stored)
    throw new AppError(422, 'PICTURE_INVALID', menuMessages.image, { picture: [menuMessages.image] });
  return { image: stored.url, width: stored.width, height: stored.height };
}
