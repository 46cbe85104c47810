import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

export type EventRow = {
  id: string;
  type: string;
  subject_id: string;
  payload: string;
  attempts: number;
  created_at: string;
};

/** Writes an event in the caller's transaction; unique (type, subject_id) makes each fact happen once. */
export async function insertEvent(
  db: Db,
  event: { id: string; type: string; subject_id: string; payload: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('domain_events')
    .values({ ...event, processed_at: null })
    .execute();
}

/**
 * Takes or renews the lease `name` for `holder` until `until`: succeeds when nobody holds it, its holder let it
 * lapse, or `holder` already has it. One conditional update, so two processes never both hold it.
 */
export async function claimLease(
  db: Db,
  name: string,
  holder: string,
  now: string,
  until: string,
): Promise<boolean> {
  await db
    .insertInto('outbox_leases')
    .values({ name, holder: null, expires_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('outbox_leases')
    .set({ holder, expires_at: until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', 'is', null), eb('holder', '=', holder), eb('expires_at', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('outbox_leases')
    .set({ holder: null, expires_at: null })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/**
 * The oldest events not yet processed whose retry time has come, skipping any event of a subject that still has
 * an older unprocessed event: a subject's events are consumed in the order they happened (an order's
 * cancellation never before its payment), even while an earlier one waits for a retry.
 */
export async function findNextEvents(db: Db, now: string, limit: number): Promise<EventRow[]> {
  return db
    .selectFrom('domain_events as e')
    .select(['e.id', 'e.type', 'e.subject_id', 'e.payload', 'e.attempts', 'e.created_at'])
    .where('e.processed_at', 'is', null)
    .where((eb) => eb.or([eb('e.next_attempt_at', 'is', null), eb('e.next_attempt_at', '<=', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('domain_events as earlier')
            .select(sql.lit(1).as('one'))
            .whereRef('earlier.subject_id', '=', 'e.subject_id')
            .where('earlier.processed_at', 'is', null)
            .where((eb) =>
              eb.or([
                eb('earlier.created_at', '<', eb.ref('e.created_at')),
                eb.and([
                  eb('earlier.created_at', '=', eb.ref('e.created_at')),
                  eb('earlier.id', '<', eb.ref('e.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('e.created_at')
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

/** Records that `consumer` consumed the event; false when it already had (the primary key says so). */
export async function recordConsumption(
  db: Db,
  consumer: string,
  eventId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('event_consumptions')
    .values({ consumer, event_id: eventId, consumed_at: now })
    .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function markProcessed(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('domain_events')
    .set({ processed_at: now, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .execute();
}

export async function recordFailure(db: Db, id: string, error: string, nextAttemptAt: string): Promise<void> {
  await db
    .updateTable('domain_events')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
    }))
    .where('id', '=', id)
    .execute();
}

/** The event `id`, for a stream's Last-Event-ID: where a reconnecting client left off. */
export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('domain_events')
    .select(['id', 'type', 'subject_id', 'payload', 'attempts', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Events of `types` written after `after` (by created_at, then id), oldest first, optionally of one subject:
 * what a live stream missed while it was away.
 */
export async function findEventsAfter(
  db: Db,
  filter: {
    types: readonly string[];
    after?: { created_at: string; id: string };
    subjectId?: string;
    limit: number;
  },
): Promise<EventRow[]> {
  let q = db
    .selectFrom('domain_events')
    .select(['id', 'type', 'subject_id', 'payload', 'attempts', 'created_at'])
    .where('type', 'in', [...filter.types]);
  if (filter.subjectId) q = q.where('subject_id', '=', filter.subjectId);
  const after = filter.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '>', after.created_at),
        eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
      ]),
    );
  }
  return q.orderBy('created_at').orderBy('id').limit(filter.limit).execute();
}

/** Whether an event of `type` about `subjectId` exists. */
export async function hasEvent(db: Db, type: string, subjectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('domain_events')
    .select('id')
    .where('type', '=', type)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row !== undefined;
}
