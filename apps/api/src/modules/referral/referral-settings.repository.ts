import type { Db } from '../../db/connection.js';

export async function findSettings(db: Db, keys: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
