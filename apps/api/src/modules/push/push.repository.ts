import type { Kysely, Selectable } from 'kysely';
import type { Database, PushQueueTable, PushSubscriptionTable } from '../../db/types.js';
import type { QueueStore } from '../../lib/queue.js';

type Db = Kysely<Database>;

export type SubscriptionRow = Selectable<PushSubscriptionTable>;

/** A queued notification with the device it goes to. */
export type DuePush = Pick<Selectable<PushQueueTable>, 'id' | 'payload' | 'attempts'> &
  Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'> & { subscription_id: string };

/**
 * Stores a browser's subscription under the account; the same endpoint again from the same account refreshes its
 * keys and session. Returns false, changing nothing, when the endpoint is another account's.
 */
export async function upsertSubscription(db: Db, row: SubscriptionRow): Promise<boolean> {
  const result = await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ session_hash: row.session_hash, p256dh: row.p256dh, auth: row.auth })
        .where('push_subscriptions.user_id', '=', row.user_id),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Removes one device of the account, or all of them without `endpoint`; returns how many. */
export async function deleteSubscriptions(db: Db, userId: string, endpoint?: string): Promise<number> {
  let query = db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
  if (endpoint !== undefined) query = query.where('endpoint', '=', endpoint);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSessionSubscriptions(db: Db, sessionHash: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_hash', '=', sessionHash).execute();
}

export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** The account's devices, newest first. */
export function findSubscriptionIdsOf(db: Db, userId: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Every device with its account (staff are picked among them by the service). */
export function findAllSubscriptionOwners(db: Db): Promise<{ id: string; user_id: string }[]> {
  return db.selectFrom('push_subscriptions').select(['id', 'user_id']).orderBy('created_at').execute();
}

/** Queues a notification in the caller's transaction; a second one with the same dedupe key is dropped. */
export async function enqueuePush(
  trx: Db,
  row: Pick<Selectable<PushQueueTable>, 'id' | 'dedupe_key' | 'subscription_id' | 'payload' | 'created_at'>,
): Promise<void> {
  await trx
    .insertInto('push_queue')
    .values({ ...row, next_attempt_at: row.created_at, claimed_until: null, sent_at: null, last_error: null })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Unsent notifications whose time has come and that no sender holds, oldest first, with their device. */
export function findDuePushes(db: Db, now: string, limit: number): Promise<DuePush[]> {
  return db
    .selectFrom('push_queue as q')
    .innerJoin('push_subscriptions as s', 's.id', 'q.subscription_id')
    .select(['q.id', 'q.payload', 'q.attempts', 'q.subscription_id', 's.endpoint', 's.p256dh', 's.auth'])
    .where('q.sent_at', 'is', null)
    .where('q.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('q.claimed_until', 'is', null), eb('q.claimed_until', '<=', now)]))
    .orderBy('q.created_at')
    .orderBy('q.id')
    .limit(limit)
    .execute();
}

/** Takes the row for one sender until `until` (one conditional update: of two processes, one sends it). */
export async function claimPush(db: Db, id: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('push_queue')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sent, or given up (the device is gone): `error` says which. */
export async function markPushDone(db: Db, id: string, now: string, error: string | null): Promise<void> {
  await db
    .updateTable('push_queue')
    .set({ sent_at: now, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

export async function markPushFailed(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: string,
): Promise<void> {
  await db
    .updateTable('push_queue')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** Notifications of devices that no longer exist: nothing will ever send them. */
export async function deleteOrphanPushes(db: Db, subscriptionId: string): Promise<void> {
  await db
    .deleteFrom('push_queue')
    .where('subscription_id', '=', subscriptionId)
    .where('sent_at', 'is', null)
    .execute();
}

/** The push queue's statements, for the sending lane (lib/queue.ts). */
export const pushQueueStore: QueueStore<Db, DuePush> = {
  findDue: findDuePushes,
  claim: claimPush,
  markDone: markPushDone,
  markFailed: markPushFailed,
};
