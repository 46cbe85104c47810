import { sql, type Kysely } from 'kysely';

// One push per order, whatever the timing (P6.6): at most one pending payment attempt per subject (an order,
// a reservation, or one user's payment of another purpose such as the sponsor activation), held by a partial
// unique index rather than by 0004's time-bucketed push_slot, which two taps on either side of a minute
// boundary could both pass. An attempt leaves the index as soon as it is no longer pending (paid, ended by
// PayGate, given up by us, or its push never reached PayGate), so a retry can push at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('subject', 'text').execute();
  await sql`
    update payments set subject = case purpose
      when 'order' then 'order:' || order_id
      when 'reservation' then 'reservation:' || reservation_id
      else purpose || ':' || user_id end
  `.execute(db);
  // Before this rule two attempts of one subject could be pending together: the latest keeps the subject (a new
  // tap takes it up), older ones keep none and settle through the reconciliation loop as before.
  await sql`
    update payments set subject = null
    where status = 'pending' and exists (
      select 1 from payments later
      where later.subject = payments.subject and later.status = 'pending'
        and (later.created_at > payments.created_at
          or (later.created_at = payments.created_at and later.id > payments.id)))
  `.execute(db);
  await db.schema
    .createIndex('payments_one_pending_per_subject_idx')
    .on('payments')
    .column('subject')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.dropIndex('payments_push_slot_idx').execute();
  await db.schema.alterTable('payments').dropColumn('push_slot').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
