import { type Kysely } from 'kysely';

// The restaurant's clock (P4.3): an order's delivery slot (null: as soon as possible), the time promised to
// the customer, when the kitchen must start it (its payment, or its slot less preparation and travel), when
// it was flagged as not accepted in time, and why it was cancelled. The escalation timers read these columns,
// so they survive a restart; the flag is set by one conditional update, so one process escalates an order
// once.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['scheduled_for', 'estimated_at', 'prep_starts_at', 'escalated_at', 'cancel_reason']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('orders_unaccepted_idx')
    .on('orders')
    .columns(['status', 'prep_starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_unaccepted_idx').execute();
  for (const column of ['scheduled_for', 'estimated_at', 'prep_starts_at', 'escalated_at', 'cancel_reason']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
