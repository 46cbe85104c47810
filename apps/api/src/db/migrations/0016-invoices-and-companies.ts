import { sql, type Kysely } from 'kysely';

// Invoices and company accounts (P9, decision 0043).
// - invoice_counters: one row per (series, year) holding the last number given. A number is taken by incrementing
//   the row in the transaction that inserts the invoice, so a rolled-back issue gives its number back (no gap) and
//   concurrent issues queue on the row lock (no duplicate). The unique index on invoices.number holds it anyway.
// - invoices: invoices and credit notes, frozen at issue (the document's content is a JSON snapshot).
// - users.company_id: a colleague's company account (the holder); null for everyone else.
// - company_invitations: an invitation by e-mail, accepted once, by its token's hash.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['series', 'year'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('reservation_id', 'text', (c) => c.references('reservations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('company_id', 'text', (c) => c.references('users.id'))
    .addColumn('credited_invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  // One invoice and at most one credit note per order or reservation.
  await db.schema
    .createIndex('invoices_order_kind_idx')
    .on('invoices')
    .columns(['order_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('invoices_reservation_kind_idx')
    .on('invoices')
    .columns(['reservation_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('invoices_company_idx')
    .on('invoices')
    .columns(['company_id', 'issued_at'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('company_id', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('company_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
