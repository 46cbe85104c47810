import { type Kysely } from 'kysely';

// The proof a caller's account needs before it joins a registered one (D15, decision 0064): a six-digit code
// given with a staff-entered order's confirmation, kept hashed, one per light account (the newest order's),
// with its expiry and the wrong tries made against it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('caller_codes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
