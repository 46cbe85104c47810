import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.js';
import { createTestDb, dbKinds } from '../../test/helper.js';
import { createOutbox, publish, type Consumer, type DomainEvent } from './events.service.js';

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;

/** A consumer whose effect is a row in the settings table: what it did is read back from the database. */
function recorder(name: string, options: { failOn?: Set<string> } = {}): Consumer {
  return {
    name,
    types: ['order.paid', 'order.cancelled'],
    async handle(trx: Db, event: DomainEvent) {
      const order = await trx
        .selectFrom('settings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', 'like', `${name}:%`)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('settings')
        .values({ key: `${name}:${event.id}`, value: `${Number(order.n)}:${event.type}:${event.subject_id}` })
        .execute();
      if (options.failOn?.has(event.subject_id)) throw new Error(`refused ${event.subject_id}`);
    },
  };
}

async function effects(db: Db, name: string): Promise<string[]> {
  const rows = await db.selectFrom('settings').select('value').where('key', 'like', `${name}:%`).execute();
  return rows
    .map((r) => r.value)
    .sort((a, b) => Number(a.split(':')[0]) - Number(b.split(':')[0]))
    .map((v) => v.split(':').slice(1).join(':'));
}

async function emit(db: Db, type: 'order.paid' | 'order.cancelled', subject: string, at: string) {
  await db.transaction().execute((trx) => publish(trx, type, subject, { subject }, at));
}

describe.each(dbKinds)('events: transactional outbox (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('event_consumptions').execute();
    await db.deleteFrom('domain_events').execute();
    await db.deleteFrom('settings').execute();
    await db.deleteFrom('outbox_leases').execute();
  });

  it('writes an event only with the change it announces, and consumes it once', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await publish(trx, 'order.paid', 'rolled-back', {});
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await emit(db, 'order.paid', 'o1', '2025-01-01T00:00:00.000Z');
    const outbox = createOutbox({ db, log: quiet, consumers: [recorder('a')] });
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    // A restart: a new process drains the same outbox and finds nothing left to do.
    expect(await createOutbox({ db, log: quiet, consumers: [recorder('a')] }).drain()).toBe(0);
    expect(await effects(db, 'a')).toEqual(['order.paid:o1']);
    const row = await db.selectFrom('domain_events').selectAll().executeTakeFirstOrThrow();
    expect(row.processed_at).not.toBeNull();
  });

  it('consumes each event once when two processes and repeated drains run at the same time', async () => {
    // 15 orders, each paid then cancelled, interleaved in time.
    for (let i = 0; i < 30; i++) {
      const type = i < 15 ? 'order.paid' : 'order.cancelled';
      await emit(db, type, `o${i % 15}`, new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString());
    }
    const one = createOutbox({ db, log: quiet, consumers: [recorder('a')] });
    const two = createOutbox({ db, log: quiet, consumers: [recorder('a')] });
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    // Whichever lost the lease left events for the next drain.
    await Promise.all([one.drain(), two.drain()]);
    const done = await effects(db, 'a');
    expect(new Set(done).size).toBe(30);
    for (let i = 0; i < 15; i++) {
      expect(done.indexOf(`order.paid:o${i}`)).toBeLessThan(done.indexOf(`order.cancelled:o${i}`));
    }
    const consumptions = await db.selectFrom('event_consumptions').selectAll().execute();
    expect(consumptions).toHaveLength(30);
  });

  it('retries a failed consumption later, holding back only the later events of the same subject', async () => {
    await emit(db, 'order.paid', 'bad', '2025-01-01T00:00:01.000Z');
    await emit(db, 'order.paid', 'good', '2025-01-01T00:00:02.000Z');
    await emit(db, 'order.cancelled', 'bad', '2025-01-01T00:00:03.000Z');
    const failing = createOutbox({
      db,
      log: quiet,
      consumers: [recorder('a', { failOn: new Set(['bad']) })],
    });
    expect(await failing.drain()).toBe(1);
    expect(await effects(db, 'a')).toEqual(['order.paid:good']);
    const bad = await db
      .selectFrom('domain_events')
      .selectAll()
      .where('subject_id', '=', 'bad')
      .orderBy('created_at')
      .execute();
    expect(bad[0]).toMatchObject({ attempts: 1, processed_at: null, last_error: 'Error: refused bad' });
    expect(Date.parse(bad[0]!.next_attempt_at!)).toBeGreaterThan(Date.now());
    expect(bad[1]).toMatchObject({ attempts: 0, processed_at: null });

    // Not due yet: nothing happens; once due and fixed, both go through in their order.
    const fixed = createOutbox({ db, log: quiet, consumers: [recorder('a')] });
    expect(await fixed.drain()).toBe(0);
    await db.updateTable('domain_events').set({ next_attempt_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect(await fixed.drain()).toBe(2);
    expect(await effects(db, 'a')).toEqual(['order.paid:good', 'order.paid:bad', 'order.cancelled:bad']);
  });

  it('takes over the lease of a process that died while draining', async () => {
    await db
      .insertInto('outbox_leases')
      .values({ name: 'domain_events', holder: 'dead-process', expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    await emit(db, 'order.paid', 'o1', '2025-01-01T00:00:00.000Z');
    expect(await createOutbox({ db, log: quiet, consumers: [recorder('a')] }).drain()).toBe(1);
    // A live holder is respected: the event waits for it (or for its lease to lapse).
    await db
      .updateTable('outbox_leases')
      .set({ holder: 'live-process', expires_at: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    await emit(db, 'order.paid', 'o2', '2025-01-01T00:00:01.000Z');
    expect(await createOutbox({ db, log: quiet, consumers: [recorder('a')] }).drain()).toBe(0);
    expect(await effects(db, 'a')).toEqual(['order.paid:o1']);
  });

  it('each consumer consumes an event once, independently of the others', async () => {
    await emit(db, 'order.paid', 'o1', '2025-01-01T00:00:00.000Z');
    await createOutbox({ db, log: quiet, consumers: [recorder('a')] }).drain();
    // The event is processed; a consumer added later does not replay history by itself.
    await createOutbox({ db, log: quiet, consumers: [recorder('a'), recorder('b')] }).drain();
    expect(await effects(db, 'a')).toEqual(['order.paid:o1']);
    expect(await effects(db, 'b')).toEqual([]);
  });
});
