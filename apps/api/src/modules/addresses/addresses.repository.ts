import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { UserAddressTable } from '../../db/types.js';

export type AddressRow = Selectable<UserAddressTable>;

/** The account's addresses, newest first. */
export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the row; a slot already taken (another save at the same time) fails as a unique violation. */
export async function insertAddress(db: Db, row: Insertable<UserAddressTable>): Promise<void> {
  await db.insertInto('user_addresses').values(row).execute();
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  patch: Pick<AddressRow, 'label' | 'description' | 'latitude' | 'longitude' | 'phone' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('user_addresses')
    .set(patch)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
