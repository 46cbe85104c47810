import { sql, type Kysely } from 'kysely';

// Each dish's own notice (decision 0078): a dish marked 'Réservation à l'avance' needs the hours its preparation
// text gives (the demo's 24 h, 48 h or 3 h), 24 h when the text names none. Null for a dish without notice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dishes').addColumn('advance_notice_hours', 'integer').execute();
  const rows = await sql<{ id: string; preparation_time: string | null }>`
    select id, preparation_time from dishes where requires_advance_notice = 1`.execute(db);
  for (const row of rows.rows) {
    const hours = Number(/(\d+)\s*h\b/.exec(row.preparation_time ?? '')?.[1] ?? 24);
    await sql`update dishes set advance_notice_hours = ${hours} where id = ${row.id}`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
