import {
  CATALOGUE_PLACEHOLDER_IMAGE,
  DEFAULT_DISH_DESCRIPTION,
  DEFAULT_DISH_TYPE,
  DEFAULT_PUBLICATION_EXCERPT,
  catalogueMessages,
  lomeDay,
  noticeHoursOf,
  type NoticeDish,
  type OptionGroup,
  type Category,
  type Dish,
  type Menu,
  type Publication,
  type Specialite,
  type TypePublish,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { portionsLeft } from '../portions/portions.service.js';
import * as repo from './catalogue.repository.js';
import { bumpCatalogueVersion } from './catalogue.version.js';
import { dishOptionGroups, readAllergens } from './option-groups.service.js';

// French order, accents and case ignored, so both engines list 'Entrées' before 'Végan' the same way.
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function byPositionThenName<T extends { position: number; name: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position || collator.compare(a.name, b.name));
}

type CategoryRow = Awaited<ReturnType<typeof repo.listCategories>>[number];
type DishRow = Awaited<ReturnType<typeof repo.listDishes>>[number];
type PublicationRow = Awaited<ReturnType<typeof repo.listPublications>>[number];

const orDefault = (value: string | null, fallback: string) => (value?.trim() ? value : fallback);

function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, bgImage: row.bg_image };
}

/** What a menu dish carries besides its row (decision 0081): its groups of choices and today's portions left. */
type DishExtras = { groups: Map<string, OptionGroup[]>; left: Map<string, number> };

async function dishExtras(db: Db, rows: DishRow[], today: string): Promise<DishExtras> {
  const ids = rows.map((r) => r.id);
  const [groups, left] = await Promise.all([dishOptionGroups(db, ids), portionsLeft(db, today)]);
  return { groups, left };
}

/**
 * P12.3 field names and defaults; `sold_out` is ours, sent only when true (also when no portion is left today).
 * A dish without choices gains only `allergens` and `portions_left`, so the first load stays light.
 */
function toDish(row: DishRow, today: string, extras: DishExtras): Dish {
  const groups = extras.groups.get(row.id);
  const left = extras.left.get(row.id) ?? null;
  return {
    dish_id: row.id,
    dish_name: row.name,
    dish_description: orDefault(row.description, DEFAULT_DISH_DESCRIPTION),
    dish_price: row.price,
    bg_image: orDefault(row.image, CATALOGUE_PLACEHOLDER_IMAGE),
    specialite_id: row.category_id,
    type_name: orDefault(row.type_name, DEFAULT_DISH_TYPE),
    featured: row.featured === 1,
    available: row.available === 1,
    preparation_time: row.preparation_time,
    requires_advance_notice: row.requires_advance_notice === 1,
    ...(row.requires_advance_notice === 1 && {
      advance_notice_hours: noticeHoursOf({
        requires_advance_notice: true,
        advance_notice_hours: row.advance_notice_hours ?? undefined,
      }),
    }),
    ...((row.sold_out_on === today || left === 0) && { sold_out: true }),
    ...(groups && { option_groups: groups }),
    allergens: readAllergens(row.allergens),
    portions_left: left,
  };
}

function toPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    title: row.title,
    excerpt: orDefault(row.excerpt, DEFAULT_PUBLICATION_EXCERPT),
    content: row.content,
    created_at: row.created_at,
    image: orDefault(row.image, CATALOGUE_PLACEHOLDER_IMAGE),
    type_publish_id: row.type_publish_id,
  };
}

export async function getCategories(db: Db): Promise<Category[]> {
  return byPositionThenName(await repo.listCategories(db)).map(toCategory);
}

/** Every dish, available or not (the `available` field tells: a dish of a hidden category is not). */
export async function getDishes(db: Db, now = new Date()): Promise<Dish[]> {
  const today = lomeDay(now);
  const [rows, hidden] = await Promise.all([
    repo.listDishes(db, { availableOnly: false }),
    repo.listHiddenCategoryIds(db),
  ]);
  const extras = await dishExtras(db, rows, today);
  return byPositionThenName(rows).map((d) => ({
    ...toDish(d, today, extras),
    ...(d.category_id !== null && hidden.has(d.category_id) && { available: false }),
  }));
}

/** What the menu and home pages show: the visible categories and their dishes, sold out today or not. */
export async function getMenu(db: Db, now = new Date()): Promise<Menu> {
  const today = lomeDay(now);
  const [categories, dishes] = await Promise.all([
    repo.listCategories(db),
    repo.listDishes(db, { availableOnly: true }),
  ]);
  const extras = await dishExtras(db, dishes, today);
  return {
    categories: byPositionThenName(categories).map(toCategory),
    dishes: byPositionThenName(dishes).map((d) => toDish(d, today, extras)),
  };
}

/** Categories with the number of dishes a visitor can order in each. */
export async function getSpecialites(db: Db): Promise<Specialite[]> {
  const [categories, counts] = await Promise.all([
    repo.listCategories(db),
    repo.countAvailableDishesByCategory(db),
  ]);
  return byPositionThenName(categories).map((c) => ({ ...toCategory(c), dish_count: counts.get(c.id) ?? 0 }));
}

export async function getTypePublishes(db: Db): Promise<TypePublish[]> {
  const rows = await repo.listTypePublishes(db);
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** Newest first. */
export async function getPublications(db: Db): Promise<Publication[]> {
  return (await repo.listPublications(db)).map(toPublication);
}

/** One article with its content (/blog/{id}). */
export async function getPublication(db: Db, id: string): Promise<Publication> {
  const row = await repo.findPublication(db, id);
  if (!row) throw new AppError(404, 'PUBLICATION_NOT_FOUND', catalogueMessages.publicationNotFound);
  return toPublication(row);
}

/** The dishes among `dishIds` that need notice, with their hours, for the sales module. */
export async function advanceNoticeDishes(db: Db, dishIds: string[]): Promise<NoticeDish[]> {
  const rows = await repo.listAdvanceNoticeDishes(db, [...new Set(dishIds)]);
  return rows.map((r) => ({
    name: r.name,
    hours: noticeHoursOf({
      requires_advance_notice: true,
      advance_notice_hours: r.advance_notice_hours ?? undefined,
    }),
  }));
}

export type { CatalogueRows } from './catalogue.repository.js';

/** Whether any category exists: the demo seed fills only an empty catalogue. */
export const hasCatalogue = (db: Db): Promise<boolean> => repo.hasCategories(db);

/**
 * Writes the demo's catalogue as it is given (P13.2), in the seed's transaction; cached menus and pages are
 * renewed with it.
 */
export async function importCatalogue(trx: Db, rows: repo.CatalogueRows): Promise<void> {
  await repo.insertCatalogue(trx, rows);
  await bumpCatalogueVersion(trx);
}

export type CataloguePictures = {
  categories: { name: string; image: string }[];
  dishes: { name: string; image: string; category: string | null }[];
  publications: { title: string; image: string }[];
};

/** The pictures whose URL starts with `prefix` (the generated ones), with the names they were drawn from. */
export async function listPicturesUnder(db: Db, prefix: string): Promise<CataloguePictures> {
  const rows = await repo.listPicturesUnder(db, prefix);
  // The LIKE filter leaves no picture empty.
  return {
    categories: rows.categories.map((c) => ({ name: c.name, image: c.image! })),
    dishes: rows.dishes.map((d) => ({ name: d.name, image: d.image!, category: d.category })),
    publications: rows.publications.map((p) => ({ title: p.title, image: p.image! })),
  };
}

/**
 * Server-rendered pages are kept per catalogue version (decision 0032): a change they show from outside the
 * catalogue (the opening hours in the footer) renews them, in the caller's transaction.
 */
export function renewPublicPages(trx: Db): Promise<void> {
  return bumpCatalogueVersion(trx);
}
