import { type Kysely } from 'kysely';

// Customer e-mails waiting to leave (decision 0030): the outbox's mail consumer only writes a composed message
// here, in its transaction; a loop outside any transaction sends it over SMTP, retries with a growing delay and
// marks it sent. dedupe_key (the event and the consumer) keeps a replayed event from queueing it twice;
// claimed_until is the lease of the process sending it, so two processes do not send the same row at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // What the sender looks for: unsent rows whose time has come.
  await db.schema
    .createIndex('mail_queue_due_idx')
    .on('mail_queue')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
