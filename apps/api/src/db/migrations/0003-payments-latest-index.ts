import type { Kysely } from 'kysely';

// The polled order status reads the latest payment attempt of an order: (order_id, created_at) finds it
// without sorting.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_order_created_idx')
    .on('payments')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('payments_order_idx').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
