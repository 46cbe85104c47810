import { sql, type Kysely } from 'kysely';

/**
 * One sale, one table (D15, decision 0069): a pickup reservation becomes a row of `orders`, the table of sales, and
 * its dishes rows of `order_items`, the table of lines. What told them apart becomes data:
 * - `kind`: the spec's view the sale belongs to, 'order' (CMD-, /api/orders) or 'reservation' (RES-,
 *   /api/reservations);
 * - `pickup_location` ('restaurant' or 'drive') and `is_delivery` 0 for a pickup, its time in `scheduled_for`;
 * - `entry_point`: where a reservation was made ('cart' or 'preorder'), which sets its date rules;
 * - `contact_name` and `contact_email` (the contact's number goes to `phone`, as an order's).
 * Payments, refunds, invoices and e-mail attachments that named a reservation name the same id as a sale. A
 * reservation's idempotency key is kept under a 'reservation:' prefix, so a key an order used earlier can never
 * collide with it. The old tables are emptied; `reservations` stays, renamed and empty, because SQLite cannot drop a
 * table that other tables' foreign keys still name (payments, refunds and invoices keep their old, always empty,
 * `reservation_id` column for the same reason).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['pickup_location', 'entry_point', 'contact_name', 'contact_email']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('order'))
    .execute();

  // Pickup times were 'YYYY-MM-DD HH:mm:ss' in Lomé time, which is UTC: the sales' ISO form.
  await sql`
    insert into orders (
      id, code_commande, user_id, status, is_paid, paid_at, dishes_total, delivery_price, discount_amount,
      total_price, total_quantite, is_delivery, phone, idempotency_key, cancelled_at, scheduled_for, cancel_reason,
      moved_from, moved_at, moved_by, payment_id, source, payment_method, notes, kind, pickup_location,
      entry_point, contact_name, contact_email, created_at, updated_at
    )
    select
      id, code, user_id, status, is_paid, paid_at, total_price, 0, 0,
      total_price, total_quantite, 0, contact_phone,
      case when idempotency_key is null then null else 'reservation:' || idempotency_key end,
      case when status = 'cancelled' then updated_at else null end,
      replace(reservation_date, ' ', 'T') || '.000Z', cancel_reason,
      moved_from, moved_at, moved_by, payment_id, 'site', payment_method, notes, 'reservation', pickup_location,
      source, contact_name, contact_email, created_at, updated_at
    from reservations
  `.execute(db);
  await sql`
    insert into order_items (id, order_id, dish_id, dish_name, img_plat, quantity, price_per_unit, is_free)
    select id, reservation_id, dish_id, dish_name, img_plat, quantity, price_per_unit, 0 from reservation_items
  `.execute(db);

  await sql`
    update payments set
      order_id = reservation_id,
      purpose = 'order',
      subject = case when subject is null then null else 'order:' || reservation_id end,
      reservation_id = null
    where reservation_id is not null
  `.execute(db);
  for (const table of ['refunds', 'invoices']) {
    await sql`
      update ${sql.table(table)} set order_id = reservation_id, reservation_id = null
      where reservation_id is not null
    `.execute(db);
  }
  await sql`
    update mail_queue set attachment = replace(attachment, ':reservation:', ':order:')
    where attachment like '%:reservation:%'
  `.execute(db);

  await sql`delete from reservation_items`.execute(db);
  await db.schema.dropTable('reservation_items').execute();
  await sql`delete from reservations`.execute(db);
  await db.schema.alterTable('reservations').renameTo('retired_reservations').execute();

  // Staff read the pickups of the coming days by their time; customers their reservations.
  await db.schema
    .createIndex('orders_kind_scheduled_idx')
    .on('orders')
    .columns(['kind', 'scheduled_for'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
