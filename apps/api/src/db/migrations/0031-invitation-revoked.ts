import { type Kysely } from 'kysely';

// A company's holder may take back an invitation not yet accepted: the row stays, marked, so its link can say it
// was cancelled and a repeated "Annuler" finds it again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_invitations').addColumn('revoked_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
