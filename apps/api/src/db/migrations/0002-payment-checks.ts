import type { Kysely } from 'kysely';

// Payment confirmation bookkeeping (P6.3):
// - payments.last_checked_at throttles status calls made on behalf of polls and callbacks;
// - orders/reservations.payment_id names the payment that paid them, so a cancellation refunds that one;
// - one refund per payment at most, whatever path (cancel, duplicate payment, late payment) creates it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('last_checked_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_id', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('payment_id', 'text').execute();
  await db.schema.createIndex('refunds_payment_uq').on('refunds').column('payment_id').unique().execute();
  await db.schema
    .createIndex('reservations_user_idx')
    .on('reservations')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
