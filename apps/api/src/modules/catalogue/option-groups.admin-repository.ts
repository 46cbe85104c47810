import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, OptionChoiceTable, OptionGroupTable } from '../../db/types.js';

type Conn = Kysely<Database>;

const groupColumns = ['id', 'name', 'required', 'min_count', 'max_count'] as const;
const choiceColumns = [
  'id',
  'group_id',
  'name',
  'price_delta',
  'is_default',
  'available',
  'allergens',
  'position',
] as const;

export type GroupRow = Awaited<ReturnType<typeof findGroup>> & {};
export type ChoiceRow = Awaited<ReturnType<typeof listChoices>>[number];

/** Every group, or those of `ids`. */
export function listGroups(db: Conn, ids?: string[]) {
  let q = db.selectFrom('option_groups').select(groupColumns);
  if (ids) q = q.where('id', 'in', ids.length > 0 ? ids : ['']);
  return q.orderBy('name').orderBy('id').execute();
}

export function findGroup(db: Conn, id: string) {
  return db.selectFrom('option_groups').select(groupColumns).where('id', '=', id).executeTakeFirst();
}

/** The choices of `groupIds` (every group's when left out), in each group's order. */
export function listChoices(db: Conn, groupIds?: string[]) {
  let q = db.selectFrom('option_choices').select(choiceColumns);
  if (groupIds) q = q.where('group_id', 'in', groupIds.length > 0 ? groupIds : ['']);
  return q.orderBy('group_id').orderBy('position').orderBy('id').execute();
}

/** Which dishes carry each group (every group's when `groupIds` is left out), by dish name. */
export function listGroupDishes(db: Conn, groupIds?: string[]) {
  let q = db
    .selectFrom('dish_option_groups as dog')
    .innerJoin('dishes as d', 'd.id', 'dog.dish_id')
    .select(['dog.group_id', 'd.id', 'd.name']);
  if (groupIds) q = q.where('dog.group_id', 'in', groupIds.length > 0 ? groupIds : ['']);
  return q.orderBy('d.name').orderBy('d.id').execute();
}

/** Every dish's group ids, in the dish's order. */
export function listDishGroupLinks(db: Conn, dishIds?: string[]) {
  let q = db.selectFrom('dish_option_groups').select(['dish_id', 'group_id']);
  if (dishIds) q = q.where('dish_id', 'in', dishIds.length > 0 ? dishIds : ['']);
  return q.orderBy('dish_id').orderBy('position').execute();
}

export async function insertGroup(db: Conn, row: Insertable<OptionGroupTable>): Promise<void> {
  await db.insertInto('option_groups').values(row).execute();
}

export async function updateGroup(db: Conn, id: string, set: Updateable<OptionGroupTable>): Promise<void> {
  await db.updateTable('option_groups').set(set).where('id', '=', id).execute();
}

/** A group and what hangs on it: its choices and its place on dishes (sold lines keep their own copy). */
export async function deleteGroup(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('dish_option_groups').where('group_id', '=', id).execute();
  await db.deleteFrom('option_choices').where('group_id', '=', id).execute();
  await db.deleteFrom('option_groups').where('id', '=', id).execute();
}

export async function insertChoice(db: Conn, row: Insertable<OptionChoiceTable>): Promise<void> {
  await db.insertInto('option_choices').values(row).execute();
}

export async function updateChoice(db: Conn, id: string, set: Updateable<OptionChoiceTable>): Promise<void> {
  await db.updateTable('option_choices').set(set).where('id', '=', id).execute();
}

export async function deleteChoices(db: Conn, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('option_choices').where('id', 'in', ids).execute();
}

/** Replaces a dish's groups by `groupIds`, in that order. */
export async function replaceDishGroups(db: Conn, dishId: string, groupIds: string[]): Promise<void> {
  await db.deleteFrom('dish_option_groups').where('dish_id', '=', dishId).execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('dish_option_groups')
    .values(groupIds.map((group_id, position) => ({ dish_id: dishId, group_id, position })))
    .execute();
}
