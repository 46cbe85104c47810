import type { Insertable, Kysely } from 'kysely';
import { userSearchText } from '@lome/shared';
import type {
  CategoryTable,
  Database,
  DishTable,
  NewUser,
  PublicationTable,
  SponsorGrilleTable,
  SponsorshipTable,
  TypePublishTable,
} from '../db/types.js';

type Conn = Kysely<Database>;

const SEED_MARKER_KEY = 'demo_seeded_at';

/**
 * Claims the one-time demo seed. Two processes starting together on the same database both try; the unique
 * settings key lets exactly one win (the other waits for its commit, then inserts nothing).
 */
export async function claimDemoSeed(trx: Conn, at: string): Promise<boolean> {
  const result = await trx
    .insertInto('settings')
    .values({ key: SEED_MARKER_KEY, value: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Settings of the demo restaurant, each kept if an admin saved one before. */
export async function insertSettings(trx: Conn, entries: [key: string, value: string][]): Promise<void> {
  for (const [key, value] of entries) {
    await trx
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

export async function hasCategories(db: Conn): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertCategories(trx: Conn, rows: Insertable<CategoryTable>[]): Promise<void> {
  await trx.insertInto('categories').values(rows).execute();
}

export async function insertDishes(trx: Conn, rows: Insertable<DishTable>[]): Promise<void> {
  await trx.insertInto('dishes').values(rows).execute();
}

export async function insertTypePublishes(trx: Conn, rows: Insertable<TypePublishTable>[]): Promise<void> {
  await trx.insertInto('type_publishes').values(rows).execute();
}

export async function insertPublications(trx: Conn, rows: Insertable<PublicationTable>[]): Promise<void> {
  await trx.insertInto('publications').values(rows).execute();
}

export async function insertSponsorGrille(trx: Conn, row: Insertable<SponsorGrilleTable>): Promise<void> {
  await trx.insertInto('sponsor_grilles').values(row).execute();
}

/** Demo users; an address someone already registered keeps its owner. */
export async function insertUsersIfAbsent(trx: Conn, rows: NewUser[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const row of rows) {
    const r = await trx
      .insertInto('users')
      .values({ ...row, search_text: userSearchText(row) })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) inserted.add(row.id);
  }
  return inserted;
}

export async function insertSponsorship(trx: Conn, row: Insertable<SponsorshipTable>): Promise<void> {
  await trx.insertInto('sponsorships').values(row).execute();
}

/** Rows whose picture is a generated catalogue image, with what is needed to redraw it. */
export async function listGeneratedImages(db: Conn, prefix: string) {
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
    db
      .selectFrom('publications')
      .leftJoin('type_publishes', 'type_publishes.id', 'publications.type_publish_id')
      .select(['publications.title', 'publications.image', 'type_publishes.name as type'])
      .where('publications.image', 'like', `${prefix}%`)
      .execute(),
  ]);
  return { categories, dishes, publications };
}

export async function findUserIdsByEmail(db: Conn, emails: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}
