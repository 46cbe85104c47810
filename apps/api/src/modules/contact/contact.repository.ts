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

const columns = [
  'id',
  'firstname',
  'lastname',
  'email',
  'phone',
  'subject',
  'message',
  'handled_at',
  'created_at',
] as const;

/** Messages newest first, optionally only those not handled yet; `limit` keeps the page light. */
export function listMessages(db: Kysely<Database>, filter: { unreadOnly: boolean }, limit: number) {
  let q = db.selectFrom('contact_messages').select(columns);
  if (filter.unreadOnly) q = q.where('handled_at', 'is', null);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').select(columns).where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a message read (handled now) or unread. Only a message in the other state changes, so marking read
 * twice keeps the first time: returns whether this call changed it.
 */
export async function setHandled(
  db: Kysely<Database>,
  id: string,
  handledAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ handled_at: handledAt })
    .where('id', '=', id)
    .where('handled_at', handledAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
