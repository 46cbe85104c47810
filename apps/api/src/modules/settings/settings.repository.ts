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

/** The stored values of `keys`; a key never saved is absent. */
export async function findValues(db: Db, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * Writes each key not stored yet, keeping a value saved before; returns the keys it wrote. Two writers of one key
 * at once: the unique key lets one win, the other waits for its commit and writes nothing.
 */
export async function insertValuesIfAbsent(
  db: Db,
  entries: [key: string, value: string][],
): Promise<string[]> {
  const written: string[] = [];
  for (const [key, value] of entries) {
    const result = await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written.push(key);
  }
  return written;
}
