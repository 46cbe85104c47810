import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/connection.js';
import { mailQueueStore, enqueueMail } from '../modules/notifications/notifications.repository.js';
import { enqueuePush, pushQueueStore } from '../modules/push/push.repository.js';
import { createUser } from '../test/factories.js';
import { createTestDb, dbKinds, testClock } from '../test/helper.js';
import { newId } from './ids.js';
import { defineQueue, retryDelayMs, type Delivery, type QueuePolicy, type QueueStore } from './queue.js';

const policy: QueuePolicy = {
  name: 'test',
  batch: 2,
  leaseMs: 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
};

describe('retryDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 60_000],
    [2, 120_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [40, 3_600_000],
  ])('after %i earlier failures waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(policy, attempts)).toBe(ms);
  });
});

type Table = 'mail_queue' | 'push_queue';
type Lane = {
  table: Table;
  store: QueueStore<Db, { id: string; attempts: number }>;
  enqueue(db: Db, createdAt: string): Promise<string>;
};

/** Both queues of the product, each through its own repository: the lane is the same for both. */
const lanes: Lane[] = [
  {
    table: 'mail_queue',
    store: mailQueueStore,
    async enqueue(db, createdAt) {
      const id = newId();
      const mail = {
        to_address: 'client@example.tg',
        subject: 'Reçu',
        text_body: 'Bonjour',
        html_body: null,
      };
      await enqueueMail(db, { id, dedupe_key: `test:${id}`, created_at: createdAt, ...mail });
      return id;
    },
  },
  {
    table: 'push_queue',
    store: pushQueueStore,
    async enqueue(db, createdAt) {
      const { user } = await createUser(db);
      const subscription = newId();
      await db
        .insertInto('push_subscriptions')
        .values({
          id: subscription,
          user_id: user.id,
          session_hash: null,
          endpoint: `https://push.example.com/${subscription}`,
          p256dh: 'p',
          auth: 'a',
          created_at: createdAt,
        })
        .execute();
      const id = newId();
      const row = { id, dedupe_key: `test:${id}`, subscription_id: subscription, payload: '{}' };
      await enqueuePush(db, { ...row, created_at: createdAt });
      return id;
    },
  },
];

const silent = () => ({ warn: vi.fn(), error: vi.fn() });

describe.each(dbKinds)('the sending lane (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb(kind));
  });
  afterAll(() => cleanup());

  describe.each(lanes)('over $table', ({ table, store, enqueue }) => {
    beforeEach(async () => {
      await db.deleteFrom(table).execute();
    });
    const rowOf = (id: string) =>
      db
        .selectFrom(table as 'mail_queue')
        .select(['attempts', 'next_attempt_at', 'claimed_until', 'sent_at', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const T0 = '2031-03-04T10:00:00.000Z';
    const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();

    it('claims a row for one sender only, however many ask at once', async () => {
      const ids = await Promise.all([0, 1, 2].map(() => enqueue(db, T0)));
      for (const id of ids) {
        const tries = await Promise.all([0, 1, 2, 3].map(() => store.claim(db, id, T0, at(policy.leaseMs))));
        expect(tries.filter(Boolean)).toHaveLength(1);
      }
    });

    it('sends each due row once when two senders run at the same time (two processes)', async () => {
      const ids = new Set(await Promise.all([0, 1, 2, 3, 4].map(() => enqueue(db, T0))));
      const delivered: string[] = [];
      const queue = defineQueue(policy, store);
      const run = {
        db,
        log: silent(),
        clock: testClock(T0),
        async deliver(row: { id: string }): Promise<Delivery> {
          await new Promise((r) => setTimeout(r, 10));
          delivered.push(row.id);
          return 'sent';
        },
      };
      const [a, b] = await Promise.all([queue.sendDue(run), queue.sendDue(run)]);
      expect(a + b).toBe(5);
      expect(delivered.sort()).toEqual([...ids].sort());
      for (const id of ids) expect(await rowOf(id)).toMatchObject({ sent_at: T0, claimed_until: null });
    });

    it('retries a failure 30 s after the send ended, doubling to an hour, and sends it once it goes through', async () => {
      const id = await enqueue(db, T0);
      const clock = testClock(T0);
      let answer: Delivery = { failed: 'HTTP 503' };
      let tries = 0;
      const queue = defineQueue(policy, store);
      // Each send takes 2 s of the clock: the next try counts from its end.
      const run = {
        db,
        log: silent(),
        clock,
        deliver: async () => {
          tries++;
          clock.set(new Date(clock.now().getTime() + 2_000).toISOString());
          return answer;
        },
      };
      let due = Date.parse(T0);
      for (let failed = 0; failed < 9; failed++) {
        clock.set(new Date(due - 1).toISOString());
        expect(await queue.sendDue(run)).toBe(0);
        expect(tries).toBe(failed);
        clock.set(new Date(due).toISOString());
        expect(await queue.sendDue(run)).toBe(0);
        expect(tries).toBe(failed + 1);
        due += 2_000 + Math.min(30_000 * 2 ** failed, 3_600_000);
        expect(await rowOf(id)).toEqual({
          attempts: failed + 1,
          next_attempt_at: new Date(due).toISOString(),
          claimed_until: null,
          sent_at: null,
          last_error: 'HTTP 503',
        });
      }
      answer = 'sent';
      clock.set(new Date(due).toISOString());
      expect(await queue.sendDue(run)).toBe(1);
      expect(await rowOf(id)).toMatchObject({ attempts: 9, sent_at: at(due - Date.parse(T0) + 2_000) });
      expect(await rowOf(id)).toMatchObject({ claimed_until: null, last_error: null });
      clock.set(at(10 * 3_600_000));
      expect(await queue.sendDue(run)).toBe(0);
      expect(tries).toBe(10);
    });

    it('records a send that throws as its text, logged as an error', async () => {
      const id = await enqueue(db, T0);
      const log = silent();
      const queue = defineQueue(policy, store);
      const deliver = async (): Promise<Delivery> => {
        throw new Error('SMTP 421 service not available');
      };
      expect(await queue.sendDue({ db, log, clock: testClock(T0), deliver })).toBe(0);
      expect(await rowOf(id)).toMatchObject({
        attempts: 1,
        last_error: 'Error: SMTP 421 service not available',
        next_attempt_at: at(30_000),
      });
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ queue: 'test', id, attempts: 1, err: expect.any(Error) }),
        'queued row not sent; retried later',
      );
    });

    it('gives a row up after its last try: marked done with why, never tried again', async () => {
      const id = await enqueue(db, T0);
      const clock = testClock(T0);
      let tries = 0;
      const queue = defineQueue({ ...policy, maxAttempts: 3 }, store);
      const run = {
        db,
        log: silent(),
        clock,
        deliver: async (): Promise<Delivery> => (tries++, { failed: 'HTTP 500' }),
      };
      for (let i = 0; i < 3; i++) {
        await queue.sendDue(run);
        clock.advance(60);
      }
      expect(tries).toBe(3);
      // The third failure is not counted as a try to come: the row is done.
      expect(await rowOf(id)).toEqual({
        attempts: 2,
        next_attempt_at: at(60 * 60_000 + 60_000),
        claimed_until: null,
        sent_at: at(120 * 60_000),
        last_error: 'abandoned after 3 tries (HTTP 500)',
      });
      clock.advance(24 * 60);
      expect(await queue.sendDue(run)).toBe(0);
      expect(tries).toBe(3);
    });

    it('leaves a dropped row to the send that dropped it: nothing marked', async () => {
      const id = await enqueue(db, T0);
      const queue = defineQueue(policy, store);
      const deliver = async (): Promise<Delivery> => 'dropped';
      expect(await queue.sendDue({ db, log: silent(), clock: testClock(T0), deliver })).toBe(0);
      expect(await rowOf(id)).toMatchObject({ attempts: 0, sent_at: null, last_error: null });
    });

    it('takes back a row whose sender died once its lease has lapsed, not before', async () => {
      const id = await enqueue(db, T0);
      // Another process claimed it and crashed before marking it.
      expect(await store.claim(db, id, T0, at(policy.leaseMs))).toBe(true);
      const clock = testClock(T0);
      const queue = defineQueue(policy, store);
      const run = { db, log: silent(), clock, deliver: async (): Promise<Delivery> => 'sent' };
      clock.set(at(policy.leaseMs - 1));
      expect(await queue.sendDue(run)).toBe(0);
      clock.set(at(policy.leaseMs));
      expect(await queue.sendDue(run)).toBe(1);
    });
  });
});

describe('sendQueued', () => {
  const db = {};
  const empty: QueueStore<object, { id: string; attempts: number }> = {
    findDue: async () => [],
    claim: async () => true,
    markDone: async () => undefined,
    markFailed: async () => undefined,
  };

  it('runs one at a time per database; calls made while a run waits to start join it', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let runs = 0;
    const store = {
      ...empty,
      findDue: async () => {
        runs++;
        await gate;
        return [];
      },
    };
    const queue = defineQueue(policy, store);
    const run = { db, log: silent(), deliver: async (): Promise<Delivery> => 'sent' };
    const first = queue.sendQueued(run);
    await vi.waitFor(() => expect(runs).toBe(1));
    const second = queue.sendQueued(run);
    expect(queue.sendQueued(run)).toBe(second);
    expect(runs).toBe(1);
    open();
    expect(await Promise.all([first, second])).toEqual([0, 0]);
    expect(runs).toBe(2);
  });

  it('never throws: a failed run is logged and sent nothing', async () => {
    const broken = new Error('database gone');
    const queue = defineQueue(policy, { ...empty, findDue: () => Promise.reject(broken) });
    const log = silent();
    expect(await queue.sendQueued({ db, log, deliver: async () => 'sent' })).toBe(0);
    expect(log.error).toHaveBeenCalledWith({ err: broken, queue: 'test' }, 'sending queued rows failed');
  });
});
