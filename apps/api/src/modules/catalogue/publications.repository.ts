import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, PublicationTable } from '../../db/types.js';

type Conn = Kysely<Database>;

const columns = ['id', 'title', 'excerpt', 'content', 'image', 'type_publish_id', 'created_at'] as const;

/** Every article as stored, newest first (admins edit the raw values, not the public defaults). */
export function listAll(db: Conn) {
  return db.selectFrom('publications').select(columns).orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findOne(db: Conn, id: string) {
  return db.selectFrom('publications').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function typeExists(db: Conn, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('type_publishes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function insert(db: Conn, row: Insertable<PublicationTable>): Promise<void> {
  await db.insertInto('publications').values(row).execute();
}

/** False when the article is gone (deleted meanwhile). */
export async function update(db: Conn, id: string, patch: Updateable<PublicationTable>): Promise<boolean> {
  const result = await db.updateTable('publications').set(patch).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** False when there was nothing to delete (already deleted, by a double tap or another admin). */
export async function remove(db: Conn, id: string): Promise<boolean> {
  const result = await db.deleteFrom('publications').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
