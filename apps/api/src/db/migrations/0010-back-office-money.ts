import { sql, type Kysely } from 'kysely';

// The back-office's money and message lists read by status, newest first: the refunds still owed,
// each beneficiary's pending rewards (the month-end payout list), the unread contact messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('refunds_status_idx').on('refunds').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('rewards_pending_idx')
    .on('rewards')
    .columns(['beneficiary_id', 'created_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
