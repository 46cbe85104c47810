import { type Kysely } from 'kysely';

// Web Push (P10.6, decision 0045). push_subscriptions: one row per browser that accepted notifications
// (endpoint unique), with its account and the session that registered it, so a logout drops it. push_queue
// mirrors the mail queue (0012): the outbox's push consumer only writes a row per device in its transaction;
// a loop outside any transaction sends it, retries with a growing delay and marks it sent. dedupe_key (event,
// device) keeps a replayed event from queueing it twice; claimed_until is the lease of the sending process.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'text')
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('push_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('push_queue_due_idx')
    .on('push_queue')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
