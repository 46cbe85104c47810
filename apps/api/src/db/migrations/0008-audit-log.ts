import { type Kysely } from 'kysely';

// The staff audit log: one row per staff action, written in the same transaction as the action, with
// who did it, what, on which record, and the record before and after (JSON text). Rows are never updated.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
