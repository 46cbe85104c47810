import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CategoryTable, Database, DishTable } from '../../db/types.js';

type Conn = Kysely<Database>;

const categoryColumns = ['id', 'name', 'bg_image', 'hidden', 'position'] as const;
const dishColumns = [
  'id',
  'category_id',
  'name',
  'description',
  'price',
  'image',
  'type_name',
  'featured',
  'available',
  'sold_out_on',
  'position',
  'allergens',
  'portions',
] as const;

export type AdminCategoryRow = Awaited<ReturnType<typeof findCategory>> & {};
export type AdminDishRow = Awaited<ReturnType<typeof findDish>> & {};

/** Every category, hidden ones too, in the menu's order. */
export function listAllCategories(db: Conn) {
  return db.selectFrom('categories').select(categoryColumns).orderBy('position').orderBy('name').execute();
}

/** Every dish, hidden ones too, in the menu's order. */
export function listAllDishes(db: Conn) {
  return db.selectFrom('dishes').select(dishColumns).orderBy('position').orderBy('name').execute();
}

export function findCategory(db: Conn, id: string) {
  return db.selectFrom('categories').select(categoryColumns).where('id', '=', id).executeTakeFirst();
}

export function findDish(db: Conn, id: string) {
  return db.selectFrom('dishes').select(dishColumns).where('id', '=', id).executeTakeFirst();
}

export function listDishesOfCategory(db: Conn, categoryId: string) {
  return db
    .selectFrom('dishes')
    .select(dishColumns)
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** The position after the last category, or after the last dish of a category. */
export async function nextPosition(db: Conn, of: { table: 'categories' } | { categoryId: string }) {
  const row =
    'table' in of
      ? await db
          .selectFrom('categories')
          .select((eb) => eb.fn.max('position').as('max'))
          .executeTakeFirst()
      : await db
          .selectFrom('dishes')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('category_id', '=', of.categoryId)
          .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategory(db: Conn, row: Insertable<CategoryTable>): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategory(db: Conn, id: string, set: Updateable<CategoryTable>): Promise<void> {
  await db.updateTable('categories').set(set).where('id', '=', id).execute();
}

export async function deleteCategory(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

export async function insertDish(db: Conn, row: Insertable<DishTable>): Promise<void> {
  await db.insertInto('dishes').values(row).execute();
}

export async function updateDish(db: Conn, id: string, set: Updateable<DishTable>): Promise<void> {
  await db.updateTable('dishes').set(set).where('id', '=', id).execute();
}

export async function deleteDish(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('dishes').where('id', '=', id).execute();
}

export async function categoryHasDishes(db: Conn, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('dishes')
    .select('id')
    .where('category_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setCategoryPosition(db: Conn, id: string, position: number): Promise<void> {
  await db.updateTable('categories').set({ position }).where('id', '=', id).execute();
}

export async function setDishPosition(db: Conn, id: string, position: number): Promise<void> {
  await db.updateTable('dishes').set({ position }).where('id', '=', id).execute();
}
