import type { CreateTableBuilder, Kysely } from 'kysely';

type QueueColumn = 'id' | 'dedupe_key';

/**
 * Creates a queue table for the sending lane (lib/queue.ts, decision 0066): the columns every queue has (id,
 * dedupe_key unique, created_at, attempts, next_attempt_at, claimed_until, sent_at, last_error, typed by
 * `QueueTableColumns` in types.ts), the caller's own between them, and the index the lane's due query uses. For
 * new queues, in their migration: mail_queue (0012) and push_queue (0018) were made by hand before it, with the
 * same columns, and migrations are history.
 */
export async function createQueueTable(
  db: Kysely<unknown>,
  table: string,
  ownColumns: (t: CreateTableBuilder<string, QueueColumn>) => CreateTableBuilder<string, string>,
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What queued it (the event, the consumer, the recipient): a replay queues nothing more.
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .$call(ownColumns)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // The lease of the process sending the row; null when nobody does.
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex(`${table}_due_idx`).on(table).columns(['sent_at', 'next_attempt_at']).execute();
}
