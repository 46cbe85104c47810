import type { Db } from '../../db/connection.js';

/** Writes each key's value, replacing the one stored (the settings table is key -> text). */
export async function upsertValues(db: Db, entries: [key: string, value: string][]): Promise<void> {
  for (const [key, value] of entries) {
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
