import type { Db } from '../../db/connection.js';
import { requestMemo } from '../../lib/request-scope.js';
import * as repo from './settings.repository.js';

/**
 * The one door to the settings table (key -> text): every module reads and writes its settings here, under keys
 * of its own. Nothing is cached between requests, so a saved value applies at once, in every process (decision
 * 0036); within one request the table is read once, on the first read, and read again after a write (an order
 * reads the hours, the pause, the fees, the radius and the discounts: one query instead of eight at lunch).
 */
const table = requestMemo<Promise<Map<string, string>>>(Symbol('settings'));

function allSettings(db: Db): Promise<Map<string, string>> {
  let all = table.get();
  if (!all) {
    all = repo.findAll(db);
    table.set(all);
  }
  return all;
}

/** The stored values of `keys`; a key never saved is absent. */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const all = await allSettings(db);
  return new Map(keys.flatMap((key) => (all.has(key) ? [[key, all.get(key)!] as const] : [])));
}

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  return (await allSettings(db)).get(key);
}

/** One key read from the database now, on the hottest path (the catalogue's version on every menu request). */
export const readSettingNow = (db: Db, key: string): Promise<string | undefined> => repo.findOneNow(db, key);

/** Writes each key's value, replacing the one stored. */
export async function writeSettings(db: Db, entries: [key: string, value: string][]): Promise<void> {
  table.forget();
  await repo.upsertValues(db, entries);
  table.forget();
}

export const writeSetting = (db: Db, key: string, value: string): Promise<void> =>
  writeSettings(db, [[key, value]]);

export async function deleteSetting(db: Db, key: string): Promise<void> {
  table.forget();
  await repo.deleteValue(db, key);
  table.forget();
}

/** Writes each key not stored yet, keeping a value saved before (a demo's figures); returns the keys written. */
export async function writeSettingsIfAbsent(
  db: Db,
  entries: [key: string, value: string][],
): Promise<string[]> {
  table.forget();
  const written = await repo.insertValuesIfAbsent(db, entries);
  table.forget();
  return written;
}

/**
 * Writes `key` once, as the claim of a one-time job: true for the caller that wrote it; another trying at the
 * same moment waits for its commit, then gets false.
 */
export async function claimSetting(db: Db, key: string, value: string): Promise<boolean> {
  return (await writeSettingsIfAbsent(db, [[key, value]])).length > 0;
}
