import { type Kysely } from 'kysely';

// An order's and a reservation's life (decision 0039):
// - the last staff move (from, when, by whom), which "Annuler l'action" takes back within 60 seconds;
// - why a reservation was cancelled (orders have cancel_reason since 0014);
// - discount_holds: a discount (the newsletter's first-order 10 %, one free dish credit) held by at most one
//   unpaid order at a time, by the primary key, from its pricing until it is paid, cancelled or expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'reservations']) {
    for (const column of ['moved_from', 'moved_at', 'moved_by']) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
  }
  await db.schema.alterTable('reservations').addColumn('cancel_reason', 'text').execute();
  // Why an unpaid order was re-priced (a discount it held went to another order): shown by its "Payer".
  await db.schema.alterTable('orders').addColumn('discount_notice', 'text').execute();
  await db.schema
    .createTable('discount_holds')
    .addColumn('discount_key', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discount_holds_order_idx').on('discount_holds').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('discount_holds').execute();
  await db.schema.alterTable('reservations').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('orders').dropColumn('discount_notice').execute();
  for (const table of ['orders', 'reservations']) {
    for (const column of ['moved_from', 'moved_at', 'moved_by']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
