import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock.js';

/**
 * The sending lane every queue table shares (decision 0066): e-mails and Web Push notifications are written in
 * the outbox's transaction and sent here, outside any transaction. Each due row is claimed with a lease, so of
 * two processes only one sends it; then it is marked sent, or its failure is recorded and retried after a
 * growing delay, or given up. At least once: a crash between the send and the mark sends the row again once its
 * lease lapses. The lane knows no table: each module's repository implements the store on its own.
 */

/** What the lane reads of a row; the store selects whatever else sending it needs. */
export type QueuedRow = { id: string; attempts: number };

/** A queue's statements, on a table with the common columns (db/queue-table.ts); times are ISO strings. */
export type QueueStore<D, Row extends QueuedRow> = {
  /** Unsent rows whose next try has come and that no lease holds, oldest first. */
  findDue(db: D, now: string, limit: number): Promise<Row[]>;
  /** Takes the row until `until` with one conditional update: true for the one sender that got it. */
  claim(db: D, id: string, now: string, until: string): Promise<boolean>;
  /** Sent (`error` null) or given up (`error` says why): never tried again; frees the lease. */
  markDone(db: D, id: string, at: string, error: string | null): Promise<void>;
  /** Counts a failed try, records why, frees the lease and sets the next try. */
  markFailed(db: D, id: string, error: string, nextAttemptAt: string): Promise<void>;
};

/**
 * What became of one row: sent; dropped (the send removed the row, with whatever made it unsendable); or failed
 * (the text is recorded). A send that throws has failed too.
 */
export type Delivery = 'sent' | 'dropped' | { failed: string };

export type QueuePolicy = {
  /** The table, as named in logs. */
  name: string;
  /** Rows read at a time. */
  batch: number;
  /** A lease outlives any send, so in normal operation no other process takes a row back while it is sent. */
  leaseMs: number;
  /** The first retry waits this long, each next one twice as long, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Failed tries after which a row is given up; without it a row is retried for as long as it fails. */
  maxAttempts?: number;
};

export type QueueRun<D, Row> = {
  db: D;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  deliver(row: Row): Promise<Delivery>;
  /** Where the lane reads the time (tests move it); the system clock otherwise. */
  clock?: Clock;
};

/** Growing delay before the next try of a row that had failed `attempts` times before this failure. */
export function retryDelayMs(policy: QueuePolicy, attempts: number): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.min(attempts, 20), policy.maxRetryMs);
}

export type Queue<D, Row> = {
  /**
   * Sends the rows due at `now` (the clock's time by default; tests pass a later one to reach the retries).
   * Returns how many were sent. Not serialised: two calls at once are two senders, as two processes are.
   */
  sendDue(run: QueueRun<D, Row>, now?: number): Promise<number>;
  /**
   * Sends what is due, one run at a time per database in this process (the periodic job, the nudges after
   * drains and tests share the lane). Calls made while a run waits to start join it, so a hung server does not
   * pile up runs. Never throws.
   */
  sendQueued(run: QueueRun<D, Row>, opts?: { now?: number }): Promise<number>;
};

type Lane = { tail: Promise<unknown>; queued?: Promise<number> };

/** A queue's lane over its store, with its policy. */
export function defineQueue<D extends object, Row extends QueuedRow>(
  policy: QueuePolicy,
  store: QueueStore<D, Row>,
): Queue<D, Row> {
  async function settle(run: QueueRun<D, Row>, row: Row, at: number): Promise<boolean> {
    const { db, log, clock = systemClock } = run;
    let delivery: Delivery;
    let thrown: unknown;
    try {
      delivery = await run.deliver(row);
    } catch (err) {
      thrown = err;
      delivery = { failed: String(err) };
    }
    if (delivery === 'dropped') return false;
    const now = clock.now();
    if (delivery === 'sent') {
      await store.markDone(db, row.id, now.toISOString(), null);
      return true;
    }
    const { failed } = delivery;
    const attempts = row.attempts + 1;
    // A send that threw is unexpected (a refusal is answered): an error with its stack, not a warning.
    const facts = {
      ...(thrown === undefined ? { error: failed } : { err: thrown }),
      queue: policy.name,
      id: row.id,
      attempts,
    };
    const report = (message: string) =>
      thrown === undefined ? log.warn(facts, message) : log.error(facts, message);
    if (policy.maxAttempts !== undefined && attempts >= policy.maxAttempts) {
      report('queued row not sent; given up');
      const why = `abandoned after ${policy.maxAttempts} tries (${failed.slice(0, 900)})`;
      await store.markDone(db, row.id, now.toISOString(), why);
      return false;
    }
    report('queued row not sent; retried later');
    // From the end of the send, which may have taken long, or from the run's `now` when a test set it later.
    const next = new Date(Math.max(at, now.getTime()) + retryDelayMs(policy, row.attempts));
    await store.markFailed(db, row.id, failed, next.toISOString());
    return false;
  }

  async function sendDue(run: QueueRun<D, Row>, now?: number): Promise<number> {
    const at = now ?? (run.clock ?? systemClock).now().getTime();
    const atIso = new Date(at).toISOString();
    const until = new Date(at + policy.leaseMs).toISOString();
    let sent = 0;
    for (;;) {
      const due = await store.findDue(run.db, atIso, policy.batch);
      let claimed = 0;
      for (const row of due) {
        if (!(await store.claim(run.db, row.id, atIso, until))) continue;
        claimed++;
        if (await settle(run, row, at)) sent++;
      }
      // Nothing left, or only rows other processes hold or that just failed: done until the next call.
      if (due.length < policy.batch || claimed === 0) return sent;
    }
  }

  const lanes = new WeakMap<D, Lane>();

  function sendQueued(run: QueueRun<D, Row>, opts: { now?: number } = {}): Promise<number> {
    let lane = lanes.get(run.db);
    if (!lane) lanes.set(run.db, (lane = { tail: Promise.resolve() }));
    if (lane.queued && opts.now === undefined) return lane.queued;
    const l = lane;
    const next: Promise<number> = l.tail.then(async () => {
      if (l.queued === next) l.queued = undefined;
      try {
        return await sendDue(run, opts.now);
      } catch (err) {
        run.log.error({ err, queue: policy.name }, 'sending queued rows failed');
        return 0;
      }
    });
    if (opts.now === undefined) l.queued = next;
    l.tail = next;
    return next;
  }

  return { sendDue, sendQueued };
}
