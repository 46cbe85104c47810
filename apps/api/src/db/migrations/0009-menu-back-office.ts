import { type Kysely } from 'kysely';

// The menu back-office (docs/decisions/0026-menu-sold-out-and-hidden.md): a dish sold out for the day
// stores that day (YYYY-MM-DD, Lomé = UTC) and is back the next day without a write; a hidden category takes
// itself and its dishes off the menu while old orders keep pointing at them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dishes').addColumn('sold_out_on', 'text').execute();
  await db.schema
    .alterTable('categories')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
