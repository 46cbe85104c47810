import { type Kysely } from 'kysely';

// The back-office user search compares a folded copy of the name and e-mail: SQLite's lower()
// and LIKE fold ASCII only, so 'elodie' would miss 'Élodie' there (decision 0036). The code keeps it up to date on
// every write of the name or e-mail; existing rows are filled here, in code, the same way on both engines.
// The folding is copied, not imported: a migration must keep doing what it did when it first ran.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

type Row = { id: string; firstname: string; lastname: string | null; email: string };

// The table as this migration knows it, not as db/types.ts may describe it later.
type Users = { users: Row & { search_text: string | null } };

export async function up(schema: Kysely<unknown>): Promise<void> {
  const db = schema as Kysely<Users>;
  await db.schema.alterTable('users').addColumn('search_text', 'text').execute();
  const rows: Row[] = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'email']).execute();
  for (const r of rows) {
    await db
      .updateTable('users')
      .set({ search_text: fold(`${r.firstname} ${r.lastname ?? ''} ${r.email}`) })
      .where('id', '=', r.id)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
