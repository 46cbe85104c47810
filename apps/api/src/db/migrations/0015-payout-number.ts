import { type Kysely } from 'kysely';

// Referrers say which mobile-money number and network their month-end payout goes to; staff read it on
// the payouts list. Null until the referrer sets it: staff then fall back to the account's phone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('payout_phone', 'text').execute();
  await db.schema.alterTable('users').addColumn('payout_network', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
