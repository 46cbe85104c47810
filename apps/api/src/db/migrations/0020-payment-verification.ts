import type { Kysely } from 'kysely';

// A push whose answer from PayGate was lost (network drop, time-out, 502) is "en vérification" (decision 0047):
// still pending, so it keeps holding its order (migration 0005) and no second push goes out, and asked about by
// our identifier until PayGate says it holds it or never received it. `verifying_since` says since when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('verifying_since', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
