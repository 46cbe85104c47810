import { type Kysely } from 'kysely';

// A reservation may be paid in cash at pickup (decision 0051), as an order at the door: 'mobile_money' (PayGate) or
// 'cash', collected by staff at the counter with a payments row of network 'CASH', identifier 'CASH-<reservation
// id>', unique since 0001, so the database records a collection once per reservation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('mobile_money'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
