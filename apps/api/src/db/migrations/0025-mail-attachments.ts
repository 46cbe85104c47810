import { type Kysely } from 'kysely';

// A queued e-mail may carry a document drawn when it is sent (decision 0048): `attachment` names it (for now the
// invoice of an order or a reservation, `invoice:order:<id>`), never its bytes, so the queue keeps small rows
// and a PDF is drawn from the invoice's frozen content at each try.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_queue').addColumn('attachment', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
