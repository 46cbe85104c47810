import type { CompiledQuery } from 'kysely';
import { preparedReader, type Db } from '../../db/connection.js';

/** Every stored setting (the table is key -> text, a few dozen rows). */
export async function findAll(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

// The one key read on every public catalogue request: compiled once per database and key.
const compiled = new WeakMap<Db, Map<string, CompiledQuery<{ value: string }>>>();

/**
 * One key, read now: compiled once, and on PostgreSQL on a connection of its own, since at lunch the status polls
 * may hold every pool connection (decision 0056).
 */
export async function findOneNow(db: Db, key: string): Promise<string | undefined> {
  let queries = compiled.get(db);
  if (!queries) compiled.set(db, (queries = new Map()));
  let query = queries.get(key);
  if (!query) {
    query = db.selectFrom('settings').select('value').where('key', '=', key).compile();
    queries.set(key, query);
  }
  const own = preparedReader(db, 'own');
  if (own)
    return (await own.rows<{ value: string }>(`setting_${key}`, query.sql, query.parameters))[0]?.value;
  const { rows } = await db.executeQuery(query);
  return rows[0]?.value;
}

/** Writes each key's value, replacing the one stored. */
export async function upsertValues(db: Db, entries: [key: string, value: string][]): Promise<void> {
  for (const [key, value] of entries) {
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

export async function deleteValue(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
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
