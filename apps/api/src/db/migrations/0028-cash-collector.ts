import { sql, type Kysely } from 'kysely';

// Who recorded a cash collection ("Espèces encaissées"): a rider at the door or staff at the counter, so the owner's
// figures say what each holds for the till (decision 0065). Earlier collections take it from the audit journal,
// which has recorded every collection with its actor.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('collected_by', 'text', (c) => c.references('users.id'))
    .execute();
  await sql`
    update payments set collected_by = (
      select a.actor_id from audit_log a
      where a.subject_id = coalesce(payments.order_id, payments.reservation_id)
        and a.action in ('order.cash_collected', 'reservation.cash_collected')
      order by a.created_at
      limit 1
    )
    where network = 'CASH'
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
