import type { Insertable, Kysely } from 'kysely';
import type {
  CategoryTable,
  Database,
  DishOptionGroupTable,
  DishTable,
  OptionChoiceTable,
  OptionGroupTable,
  PublicationTable,
  TypePublishTable,
} from '../../db/types.js';

type Conn = Kysely<Database>;

/** The categories on the menu: those an admin hid are left out. */
export function listCategories(db: Conn) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'bg_image', 'position'])
    .where('hidden', '=', 0)
    .orderBy('position')
    .execute();
}

/** Ids of the categories an admin hid: their dishes are off the menu too. */
const hiddenCategoryIds = (db: Conn) => db.selectFrom('categories').select('id').where('hidden', '=', 1);

export async function listHiddenCategoryIds(db: Conn): Promise<Set<string>> {
  return new Set((await hiddenCategoryIds(db).execute()).map((r) => r.id));
}

export function listDishes(db: Conn, opts: { availableOnly: boolean }) {
  let q = db
    .selectFrom('dishes')
    .select([
      'id',
      'category_id',
      'name',
      'description',
      'price',
      'image',
      'type_name',
      'featured',
      'available',
      'preparation_time',
      'requires_advance_notice',
      'advance_notice_hours',
      'position',
      'sold_out_on',
      'allergens',
    ])
    .orderBy('position');
  if (opts.availableOnly) {
    q = q
      .where('available', '=', 1)
      .where((eb) =>
        eb.or([eb('category_id', 'is', null), eb('category_id', 'not in', hiddenCategoryIds(db))]),
      );
  }
  return q.execute();
}

/** Available dishes per category id. */
export async function countAvailableDishesByCategory(db: Conn): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('dishes')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('available', '=', 1)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id!, Number(r.n)]));
}

export function listTypePublishes(db: Conn) {
  return db.selectFrom('type_publishes').select(['id', 'name']).execute();
}

const publicationColumns = [
  'id',
  'title',
  'excerpt',
  'content',
  'image',
  'created_at',
  'type_publish_id',
] as const;

export function findPublication(db: Conn, id: string) {
  return db.selectFrom('publications').select(publicationColumns).where('id', '=', id).executeTakeFirst();
}

/** The dishes among `ids` that must be reserved ahead, with their hours of notice (null: the default). */
export async function listAdvanceNoticeDishes(
  db: Conn,
  ids: string[],
): Promise<{ name: string; advance_notice_hours: number | null }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('dishes')
    .select(['name', 'advance_notice_hours'])
    .where('id', 'in', ids)
    .where('requires_advance_notice', '=', 1)
    .orderBy('name')
    .execute();
}

/** Newest first; the id breaks ties so every process answers in the same order. */
export function listPublications(db: Conn) {
  return db
    .selectFrom('publications')
    .select(publicationColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function hasCategories(db: Conn): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export type CatalogueRows = {
  categories: Insertable<CategoryTable>[];
  dishes: Insertable<DishTable>[];
  publicationTypes: Insertable<TypePublishTable>[];
  publications: Insertable<PublicationTable>[];
  /** The groups of choices, their choices and the dishes carrying them (decision 0081). */
  optionGroups?: Insertable<OptionGroupTable>[];
  optionChoices?: Insertable<OptionChoiceTable>[];
  dishOptionGroups?: Insertable<DishOptionGroupTable>[];
};

/** Writes a whole catalogue as it is given, parents first. */
export async function insertCatalogue(trx: Conn, rows: CatalogueRows): Promise<void> {
  await trx.insertInto('categories').values(rows.categories).execute();
  await trx.insertInto('dishes').values(rows.dishes).execute();
  if (rows.optionGroups?.length) await trx.insertInto('option_groups').values(rows.optionGroups).execute();
  if (rows.optionChoices?.length) await trx.insertInto('option_choices').values(rows.optionChoices).execute();
  if (rows.dishOptionGroups?.length) {
    await trx.insertInto('dish_option_groups').values(rows.dishOptionGroups).execute();
  }
  await trx.insertInto('type_publishes').values(rows.publicationTypes).execute();
  await trx.insertInto('publications').values(rows.publications).execute();
}

/** The categories, dishes and articles whose picture URL starts with `prefix`, with the names it was drawn from. */
export async function listPicturesUnder(db: Conn, prefix: string) {
  const [categories, dishes, publications] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['name', 'bg_image as image'])
      .where('bg_image', 'like', `${prefix}%`)
      .execute(),
    db
      .selectFrom('dishes')
      .leftJoin('categories', 'categories.id', 'dishes.category_id')
      .select(['dishes.name', 'dishes.image', 'categories.name as category'])
      .where('dishes.image', 'like', `${prefix}%`)
      .execute(),
    db.selectFrom('publications').select(['title', 'image']).where('image', 'like', `${prefix}%`).execute(),
  ]);
  return { categories, dishes, publications };
}
