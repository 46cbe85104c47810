import type { Insertable, Kysely } from 'kysely';
import type { Database, NewsletterSubscriberTable } from '../../db/types.js';

/**
 * Inserts the address unless it is already there. ON CONFLICT DO NOTHING (SQLite and PostgreSQL) makes two
 * simultaneous sign-ups of one address end with one row and no error. Returns whether this call added it.
 */
export async function insertSubscriberIfAbsent(
  db: Kysely<Database>,
  row: Insertable<NewsletterSubscriberTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** An account's e-mail and when that address subscribed (null if it did not): one query, users by id. */
export function findAccountSubscription(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('newsletter_subscribers', 'newsletter_subscribers.email', 'users.email')
    .select(['users.email', 'newsletter_subscribers.created_at as subscribed_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Every subscriber, oldest first (the order they joined), for the CSV export. */
export function listSubscribers(db: Kysely<Database>) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'created_at'])
    .orderBy('created_at')
    .orderBy('email')
    .execute();
}
