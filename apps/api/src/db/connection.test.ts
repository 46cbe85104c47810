import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../test/helper.js';
import { committedReader, createDb, preparedReader, type Db } from './connection.js';
import { migrateToLatest } from './migrate.js';

describe('the committed-data reader of a SQLite file', () => {
  let dir: string;
  let db: Db;
  const readNewsletter = (email: string) =>
    committedReader(db)!.get<{ email: string }>('SELECT email FROM newsletter_subscribers WHERE email = ?', [
      email,
    ]);
  const subscribe = (trx: Db, email: string) =>
    trx
      .insertInto('newsletter_subscribers')
      .values({ id: email, email, created_at: new Date().toISOString() })
      .execute();

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-db-'));
    db = createDb({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never sees the writes of a transaction in progress, and sees them once committed', async () => {
    let seenInside: unknown = 'not read';
    await db.transaction().execute(async (trx) => {
      await subscribe(trx, 'ama@example.com');
      seenInside = readNewsletter('ama@example.com');
    });
    expect(seenInside).toBeUndefined();
    expect(readNewsletter('ama@example.com')).toEqual({ email: 'ama@example.com' });
  });

  it('sees nothing of a transaction rolled back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await subscribe(trx, 'kofi@example.com');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(readNewsletter('kofi@example.com')).toBeUndefined();
  });

  it('is only offered where a second connection reads the same data', () => {
    const memory = createDb({ kind: 'sqlite', file: ':memory:' });
    expect(committedReader(memory)).toBeUndefined();
    void memory.destroy();
    expect(committedReader(db)).toBeDefined();
  });
});

describe.each(dbKinds)('named prepared statements (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterEach(() => cleanup());

  const query = 'SELECT email FROM newsletter_subscribers WHERE email = $1';
  const subscribe = (email: string) =>
    db
      .insertInto('newsletter_subscribers')
      .values({ id: email, email, created_at: new Date().toISOString() })
      .execute();

  it('answer committed rows on the pool and on their own connection, and see later writes', async () => {
    if (kind !== 'postgres') {
      // SQLite keeps its statements itself (withStatementCache): nothing to name.
      expect(preparedReader(db)).toBeUndefined();
      expect(preparedReader(db, 'own')).toBeUndefined();
      return;
    }
    for (const on of ['pool', 'own'] as const) {
      const reader = preparedReader(db, on)!;
      const email = `${on}@example.com`;
      // The same name twice: the second run reuses the statement the first prepared on that connection.
      expect(await reader.rows('test_newsletter', query, [email])).toEqual([]);
      await subscribe(email);
      expect(await reader.rows('test_newsletter', query, [email])).toEqual([{ email }]);
    }
  });

  it('are not offered inside a transaction, whose reads must stay on its connection', async () => {
    await db.transaction().execute(async (trx) => {
      expect(preparedReader(trx)).toBeUndefined();
    });
  });
});
