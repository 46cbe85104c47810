import type { Kysely } from 'kysely';

// Guarantees the database holds for payments (P6.5):
// - push_slot: one push to a phone per order or reservation, phone, network and minute, so two taps on
//   "Payer" that arrive together cannot both reach PayGate (released when the attempt ends, so a retry can push);
// - recheck_until: a payment we ended ourselves (still in progress or unknown to PayGate when our time limit
//   ran out) is asked about again until then, so money PayGate takes late is still applied or refunded;
// - last_callback_at: callbacks are throttled on their own clock, so forged or repeated ones cannot flood
//   PayGate's status API while a customer's poll never delays a real one.
// (A payment is owed back at most once: refunds(payment_id) is unique since 0002.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('push_slot', 'text').execute();
  await db.schema.alterTable('payments').addColumn('recheck_until', 'text').execute();
  await db.schema.alterTable('payments').addColumn('last_callback_at', 'text').execute();
  await db.schema.createIndex('payments_push_slot_idx').on('payments').column('push_slot').unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
