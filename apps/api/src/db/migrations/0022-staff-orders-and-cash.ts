import { type Kysely } from 'kysely';

// Orders taken by staff and cash (P8, decision 0051):
// - orders.source: where the order came from ('site', 'phone', 'whatsapp');
// - orders.payment_method: 'mobile_money' (PayGate) or 'cash' (collected at delivery or pickup); a cash order is
//   paid by a payments row of network 'CASH' whose identifier is 'CASH-<order id>', unique since 0001, so the
//   database records a collection once per order;
// - orders.notes: what staff noted from the call (a landmark, "sans piment");
// - users(phone): staff find a caller by their number; a light customer (no password) is claimed by registering
//   with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('site'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('mobile_money'))
    .execute();
  await db.schema.alterTable('orders').addColumn('notes', 'text').execute();
  await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_phone_idx').execute();
  await db.schema.alterTable('orders').dropColumn('notes').execute();
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  await db.schema.alterTable('orders').dropColumn('source').execute();
}
