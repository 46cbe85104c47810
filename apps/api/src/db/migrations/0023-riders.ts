import { type Kysely } from 'kysely';

// Riders: the people admins send out, each with a number the customer calls; an optional `rider`
// account (users.role) so they see their own deliveries. One number per rider and one rider per account, held by
// unique constraints; an order remembers who took it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('riders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'text', (c) => c.unique().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('rider_id', 'text', (c) => c.references('riders.id'))
    .execute();
  await db.schema.createIndex('orders_rider_idx').on('orders').column('rider_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_rider_idx').execute();
  await db.schema.alterTable('orders').dropColumn('rider_id').execute();
  await db.schema.dropTable('riders').execute();
}
