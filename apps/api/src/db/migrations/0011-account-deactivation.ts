import { type Kysely } from 'kysely';

// Accounts an admin deactivated: null while active. Login and every session check read it,
// so a deactivated account is refused at once; the row stays, for its orders, rewards and audit history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
