import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { newId, nowIso } from '../../lib/ids.js';
import * as repo from './events.repository.js';

/** The domain events of the payment core and its subjects (STYLE.md: modules talk through events). */
export type EventType =
  | 'order.paid'
  | 'order.cancelled'
  // Staff moves along P2.2, each at most once per order (the moves only go forward): the live board's news.
  | 'order.preparation'
  | 'order.in_delivery'
  | 'order.delivered'
  // P4.8: a paid order not accepted in time (alarm red, admins e-mailed); an estimate pushed back by staff.
  | 'order.escalated'
  | 'order.delayed'
  // A cash sale taken unpaid (decision 0051): its customer is told it was placed (decision 0074).
  | 'order.cash_accepted'
  | 'reservation.cash_accepted'
  // Decision 0039: a staff move taken back, or made again after an undo (its first announcement stands).
  | 'order.status_changed'
  // Staff paid a refund back: the customer's pages and e-mail follow.
  | 'order.refund_settled'
  | 'reservation.refund_settled'
  // P4.5: the kitchen's switches, announced to the boards (subject 'kitchen').
  | 'kitchen.paused'
  | 'kitchen.resumed'
  | 'kitchen.rush'
  | 'reservation.paid'
  // The customer cancelled their reservation (a paid one with its refund row): its invoice gets a credit note.
  | 'reservation.cancelled'
  // Staff marked a paid reservation ready at the counter: the customer is told by e-mail.
  | 'reservation.ready'
  | 'sponsor.activated'
  // Decision 0039: what the customer e-mails hang on (a new account, a referral payout sent).
  | 'user.registered'
  | 'payout.sent';

export type DomainEvent = {
  id: string;
  type: EventType;
  subject_id: string;
  payload: Record<string, unknown>;
  created_at: string;
};

/**
 * Something that acts on events: the referral ledger, later e-mails or the live board. `handle` runs in a
 * transaction that also records the consumption, so its effects happen once per event, whatever is replayed.
 */
export type Consumer = {
  name: string;
  types: readonly EventType[];
  handle(trx: Db, event: DomainEvent): Promise<void>;
  /**
   * Called, not awaited, after a drain that consumed events, outside any transaction: the e-mail consumer sends
   * there what it queued, so no request waits for SMTP (decision 0030). Must not throw.
   */
  drained?(deps: { db: Db; log: FastifyBaseLogger }): void;
};

/**
 * Writes an event in the transaction of the change it announces (the transactional outbox): it exists if and
 * only if the change was committed. Returns its id.
 */
export async function publish(
  trx: Db,
  type: EventType,
  subjectId: string,
  payload: Record<string, unknown>,
  now = nowIso(),
): Promise<string> {
  const id = newId();
  await repo.insertEvent(trx, {
    id,
    type,
    subject_id: subjectId,
    payload: JSON.stringify(payload),
    created_at: now,
  });
  return id;
}

/** Whether `type` was already published about `subjectId` (events are unique per type and subject). */
export const wasPublished = (db: Db, type: EventType, subjectId: string): Promise<boolean> =>
  repo.hasEvent(db, type, subjectId);

/**
 * The open live streams of each account in this process, each with the check of its access it re-runs (the
 * session still open, the role unchanged). Streams re-check on every heartbeat anyway; an admin's change to an
 * account re-checks that account's streams at once, after its commit (`recheckLiveStreamsOf`).
 */
const streamsOfUser = new Map<string, Set<() => Promise<void>>>();

/** Registers a stream's re-check under its account; returns what unregisters it. */
export function trackUserStream(userId: string, recheck: () => Promise<void>): () => void {
  let streams = streamsOfUser.get(userId);
  if (!streams) streamsOfUser.set(userId, (streams = new Set()));
  streams.add(recheck);
  return () => {
    streams.delete(recheck);
    if (streams.size === 0 && streamsOfUser.get(userId) === streams) streamsOfUser.delete(userId);
  };
}

/**
 * Re-checks now the open streams of `userId` in this process, ending those its account may no longer read (it
 * was deactivated, or lost the staff role). Call after the change committed. Other processes' streams see the
 * change at their next heartbeat.
 */
export async function recheckLiveStreamsOf(userId: string): Promise<void> {
  await Promise.all([...(streamsOfUser.get(userId) ?? [])].map((recheck) => recheck()));
}

export type Outbox = {
  /** Consumes every event due now; resolves when done. Never throws: failures are retried later. */
  drain(): Promise<number>;
};

const LEASE = 'domain_events';
const LEASE_MS = 30_000;
const BATCH = 50;
const MAX_RETRY_DELAY_MS = 10 * 60_000;

/**
 * The outbox of this process. One process at a time drains (a lease taken by a conditional update), so events
 * are consumed in the order they were written, also with several API processes on PostgreSQL; within the process,
 * drains run one after the other. A failed consumption rolls back, is retried with a growing delay, and holds
 * back the later events of the same subject only.
 */
export function createOutbox(deps: {
  db: Db;
  log: FastifyBaseLogger;
  consumers: readonly Consumer[];
}): Outbox {
  const { db, log, consumers } = deps;
  const holder = randomUUID();
  let tail: Promise<number> = Promise.resolve(0);

  async function consume(row: repo.EventRow): Promise<void> {
    const event: DomainEvent = {
      id: row.id,
      type: row.type as EventType,
      subject_id: row.subject_id,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      created_at: row.created_at,
    };
    for (const consumer of consumers) {
      if (!consumer.types.includes(event.type)) continue;
      await db.transaction().execute(async (trx) => {
        if (await repo.recordConsumption(trx, consumer.name, event.id, nowIso())) {
          await consumer.handle(trx, event);
        }
      });
    }
  }

  async function drainOnce(): Promise<number> {
    const leaseUntil = () => new Date(Date.now() + LEASE_MS).toISOString();
    if (!(await repo.claimLease(db, LEASE, holder, nowIso(), leaseUntil()))) return 0;
    let processed = 0;
    try {
      for (;;) {
        const batch = await repo.findNextEvents(db, nowIso(), BATCH);
        if (batch.length === 0) break;
        for (const row of batch) {
          try {
            await consume(row);
            await repo.markProcessed(db, row.id, nowIso());
            processed++;
          } catch (err) {
            const delay = Math.min(1000 * 2 ** Math.min(row.attempts, 20), MAX_RETRY_DELAY_MS);
            log.error(
              { err, eventId: row.id, type: row.type },
              'domain event consumption failed; retried later',
            );
            await repo.recordFailure(db, row.id, String(err), new Date(Date.now() + delay).toISOString());
          }
        }
        // Lost the lease (a pause longer than its lifetime): another process drains now.
        if (!(await repo.claimLease(db, LEASE, holder, nowIso(), leaseUntil()))) return processed;
      }
    } finally {
      await repo.releaseLease(db, LEASE, holder);
    }
    return processed;
  }

  return {
    drain() {
      tail = tail
        .then(drainOnce)
        .then((processed) => {
          if (processed > 0) for (const consumer of consumers) consumer.drained?.({ db, log });
          return processed;
        })
        .catch((err: unknown) => {
          log.error({ err }, 'outbox drain failed');
          return 0;
        });
      return tail;
    },
  };
}
