import { sql, type Kysely } from 'kysely';

// Saved delivery addresses: a customer's Domicile, Bureau or Autre with the pin, offered at checkout.
// Coordinates are double precision, as on orders. Each address holds one of the account's numbered slots
// (0..9, unique per account), so the cap of 10 holds under concurrent saves: the database refuses an 11th.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull().check(sql`label in ('Domicile', 'Bureau', 'Autre')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot >= 0 and slot < 10`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_addresses_slot_idx')
    .on('user_addresses')
    .columns(['user_id', 'slot'])
    .unique()
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
