import type { Insertable, Kysely } from 'kysely';
import type { ContactMessageTable, Database } from '../../db/types.js';

/**
 * Stores a contact message. With an idempotency key, a second insert of the same key (a retry, even a
 * simultaneous one) adds nothing. Returns whether this call stored it.
 */
export async function insertMessage(
  db: Kysely<Database>,
  row: Insertable<ContactMessageTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('contact_messages')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
