import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../test/helper.js';
import type { Db } from './connection.js';
import { createQueueTable } from './queue-table.js';

const common = [
  'id',
  'dedupe_key',
  'created_at',
  'attempts',
  'next_attempt_at',
  'claimed_until',
  'sent_at',
  'last_error',
];

describe.each(dbKinds)('createQueueTable (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
    await createQueueTable(db as Kysely<unknown>, 'sms_queue', (t) =>
      t.addColumn('phone', 'text', (c) => c.notNull()).addColumn('body', 'text', (c) => c.notNull()),
    );
  });
  afterAll(() => cleanup());

  /** Each column of `table`: its type, whether it may be null, whether it has a default. */
  async function columnsOf(table: string) {
    if (kind === 'postgres') {
      // The test's own schema only: reading every schema races with other test files dropping theirs.
      const { rows } = await sql<{ name: string; type: string; nullable: string; fallback: string | null }>`
        select column_name as name, data_type as type, is_nullable as nullable, column_default as fallback
        from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
        db,
      );
      return Object.fromEntries(
        rows.map((c) => [c.name, [c.type.toLowerCase(), c.nullable === 'YES', c.fallback !== null]]),
      );
    }
    const tables = await db.introspection.getTables();
    const found = tables.find((t) => t.name === table);
    return Object.fromEntries(
      found!.columns.map((c) => [c.name, [c.dataType.toLowerCase(), c.isNullable, c.hasDefaultValue]]),
    );
  }

  it('has the columns of the queues written before it, the same way, and the caller’s own', async () => {
    const made = await columnsOf('sms_queue');
    expect(Object.keys(made).sort()).toEqual([...common, 'phone', 'body'].sort());
    for (const existing of ['mail_queue', 'push_queue']) {
      const columns = await columnsOf(existing);
      for (const name of common) expect(made[name], `${existing}.${name}`).toEqual(columns[name]);
    }
  });

  it('starts a row at no tries and keeps one row per dedupe key', async () => {
    const row = (id: string) => ({
      id,
      dedupe_key: 'event-1:sms',
      phone: '90112233',
      body: 'Votre commande est prête.',
      created_at: '2031-03-04T10:00:00.000Z',
      next_attempt_at: '2031-03-04T10:00:00.000Z',
    });
    const q = db as unknown as Kysely<{ sms_queue: ReturnType<typeof row> }>;
    await q.insertInto('sms_queue').values(row('a')).execute();
    await expect(q.insertInto('sms_queue').values(row('b')).execute()).rejects.toThrow(/unique/i);
    const stored = await sql<{
      attempts: number;
      claimed_until: null;
    }>`select attempts, claimed_until from sms_queue`.execute(db);
    expect(stored.rows).toEqual([{ attempts: 0, claimed_until: null }]);
  });

  it('indexes what the lane looks for: unsent rows whose time has come', async () => {
    const indexes =
      kind === 'postgres'
        ? sql<{
            name: string;
          }>`select indexdef as name from pg_indexes where tablename = 'sms_queue' and schemaname = current_schema()`
        : sql<{
            name: string;
          }>`select sql as name from sqlite_master where type = 'index' and tbl_name = 'sms_queue'`;
    const defs = (await indexes.execute(db)).rows.map((r) => r.name ?? '');
    expect(defs.find((d) => d.includes('sms_queue_due_idx'))).toMatch(
      /\(\s*"?sent_at"?,\s*"?next_attempt_at"?\s*\)/,
    );
  });
});
