import type { Db } from '../../db/connection.js';
import type { RiderTable } from '../../db/types.js';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type RiderRow = Selectable<RiderTable> & { account_email: string | null };

const withAccount = (db: Db) =>
  db
    .selectFrom('riders')
    .leftJoin('users', 'users.id', 'riders.user_id')
    .selectAll('riders')
    .select('users.email as account_email');

/** Every rider, active ones first, then by first name. */
export function listRiders(db: Db): Promise<RiderRow[]> {
  return withAccount(db).orderBy('riders.active', 'desc').orderBy('riders.firstname').execute();
}

export function findRider(db: Db, id: string): Promise<RiderRow | undefined> {
  return withAccount(db).where('riders.id', '=', id).executeTakeFirst();
}

export function findRiderOfUser(db: Db, userId: string): Promise<RiderRow | undefined> {
  return withAccount(db).where('riders.user_id', '=', userId).executeTakeFirst();
}

export function findRidersByIds(db: Db, ids: string[]): Promise<RiderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withAccount(db).where('riders.id', 'in', ids).execute();
}

export async function insertRider(db: Db, row: Insertable<RiderTable>): Promise<void> {
  await db.insertInto('riders').values(row).execute();
}

export async function updateRider(db: Db, id: string, patch: Updateable<RiderTable>): Promise<void> {
  await db.updateTable('riders').set(patch).where('id', '=', id).execute();
}
