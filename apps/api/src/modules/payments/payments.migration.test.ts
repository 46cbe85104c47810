import { randomBytes } from 'node:crypto';
import { Migrator, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import * as m0001 from '../../db/migrations/0001-initial.js';
import * as m0002 from '../../db/migrations/0002-payment-checks.js';
import * as m0003 from '../../db/migrations/0003-payments-latest-index.js';
import * as m0004 from '../../db/migrations/0004-payment-safety.js';
import * as m0005 from '../../db/migrations/0005-one-push-per-order.js';
import { dbKinds, dropTestSchema, onSchemas } from '../../test/helper.js';

const before: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-payment-checks': m0002,
  '0003-payments-latest-index': m0003,
  '0004-payment-safety': m0004,
};

/** A database migrated up to 0004 only, as a restaurant had it before migration 0005. */
async function databaseAt0004(
  kind: string,
): Promise<{ db: Db; schema?: string; cleanup: () => Promise<void> }> {
  if (kind !== 'postgres') {
    const db = createDb({ kind: 'sqlite', file: ':memory:' });
    return { db, cleanup: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onSchemas(url, 'shared', (c) => c.query(`create schema ${schema}`));
  const db = createDb({ kind: 'postgres', url, schema, poolSize: 3 });
  return {
    db,
    schema,
    cleanup: async () => {
      await db.destroy();
      await dropTestSchema(url, schema);
    },
  };
}

async function migrate(db: Db, migrations: Record<string, Migration>, schema?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error } = schema
    ? await onSchemas(process.env.TEST_DATABASE_URL!, 'shared', () => migrator.migrateToLatest())
    : await migrator.migrateToLatest();
  if (error) throw error;
}

describe.each(dbKinds)('migration 0005: one pending push per subject (%s)', (kind) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('keeps the latest of attempts already pending together, then refuses a second pending attempt', async () => {
    const at = await databaseAt0004(kind);
    cleanup = at.cleanup;
    const { db, schema } = at;
    await migrate(db, before, schema);
    const now = new Date().toISOString();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'a@b.tg',
        password_hash: 'x',
        firstname: 'Afi',
        user_status: 'particular',
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await db
      .insertInto('orders')
      .values({
        id: 'o1',
        code_commande: 'CMD-1',
        user_id: 'u1',
        status: 'pending',
        dishes_total: 2500,
        total_price: 2500,
        total_quantite: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const attempt = (id: string, status: string, created: string, purpose = 'order') => ({
      id,
      identifier: `CM-${id}`,
      user_id: 'u1',
      purpose,
      order_id: purpose === 'order' ? 'o1' : null,
      amount: 2500,
      phone_number: '90112233',
      network: 'FLOOZ',
      status,
      created_at: created,
      updated_at: created,
    });
    // Two taps a minute apart under the old time buckets: two attempts of one order pending together.
    await db
      .insertInto('payments')
      .values([
        attempt('old', 'pending', minutesAgo(3)),
        attempt('new', 'pending', minutesAgo(2)),
        attempt('done', 'cancelled', minutesAgo(10)),
        attempt('activation', 'pending', minutesAgo(1), 'sponsor_activation'),
      ] as never)
      .execute();

    await migrate(db, { ...before, '0005-one-push-per-order': m0005 }, schema);

    const rows = await db.selectFrom('payments').select(['id', 'subject', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'activation', subject: 'sponsor_activation:u1', status: 'pending' },
      { id: 'done', subject: 'order:o1', status: 'cancelled' },
      { id: 'new', subject: 'order:o1', status: 'pending' },
      // Still pending and still reconciled, but no longer the order's attempt under way.
      { id: 'old', subject: null, status: 'pending' },
    ]);

    // The database itself refuses a second attempt under way for the order, whatever the code does.
    const second = { ...attempt('second', 'pending', now), subject: 'order:o1' };
    const error = await db
      .insertInto('payments')
      .values(second as never)
      .execute()
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(error, 'subject')).toBe(true);
    // An ended attempt does not hold the order: once 'new' has ended, the next one goes in.
    await db.updateTable('payments').set({ status: 'expired' }).where('id', '=', 'new').execute();
    await db
      .insertInto('payments')
      .values(second as never)
      .execute();
    await db
      .insertInto('payments')
      .values({ ...attempt('third', 'failed', now), subject: 'order:o1' } as never)
      .execute();
    expect(
      await db.selectFrom('payments').select('id').where('subject', '=', 'order:o1').orderBy('id').execute(),
    ).toHaveLength(4);
  });
});
