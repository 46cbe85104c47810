import type { Db } from '../../db/connection.js';

/** The kitchen's state and timing live in the settings table (key -> text). */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}
