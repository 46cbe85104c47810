import { type Kysely } from 'kysely';

// Cash as it is handed over (decision 0071): a customer may give more than the total and get change. The payment's
// amount stays what the restaurant keeps (the total); what was handed over is kept beside it, so the change given
// is on record and a repeated "Espèces encaissées" is recognised by the same amount typed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('cash_tendered', 'integer').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
