import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { formatFcfa, pushMessages, type PushNotification, type PushSubscriptionInput } from '@lome/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { defineQueue, type Delivery } from '../../lib/queue.js';
import type { Consumer } from '../events/events.service.js';
import { hashToken } from '../sessions/sessions.service.js';
import { findAccountById } from '../users/users.service.js';
import { PushEndpointRefused, type PushEndpointGuard } from './push.endpoint.js';
import { customerNotice, escalationNotice } from './push.notices.js';
import * as repo from './push.repository.js';

const CONSUMER = 'push-notices';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The server's VAPID identity (decision 0045): the environment's pair, or one made on the first start and kept in
 * DATA_DIR/vapid.json. It must never change by itself: every browser subscribed with the public key.
 */
export function loadVapidKeys(
  env: Pick<
    Env,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'RESTAURANT_EMAIL'
  >,
): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.RESTAURANT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      throw new Error('Invalid environment:\n  VAPID_PRIVATE_KEY: set both VAPID keys or neither');
    }
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(env.DATA_DIR, 'vapid.json');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    // 'wx': of two processes starting on one data directory, the second reads the first one's pair.
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

/** A device as the browser describes it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Sends one encrypted notification; resolves with the push service's HTTP status, rejects on network errors
 * and with PushEndpointRefused when the endpoint is no push service's. `vet` is the check made at subscription.
 */
export type PushSender = {
  publicKey: string;
  vet(endpoint: string): Promise<void>;
  send(target: PushTarget, payload: string): Promise<number>;
};

const SEND_TIMEOUT_MS = 10_000;
// A notification older than a day is news no more: the push service may drop it.
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push through the `web-push` library's encryption (RFC 8291) and VAPID signature (RFC 8292), posted by
 * the endpoint guard (decision 0060), so a push service that hangs is given up after 10 s.
 */
export function webPushSender(keys: VapidKeys, endpoints: PushEndpointGuard): PushSender {
  return {
    publicKey: keys.publicKey,
    vet: (endpoint) => endpoints.vet(endpoint),
    send(target, payload) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        urgency: 'high',
      });
      return endpoints.post(request.endpoint, {
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    },
  };
}

// A phone, a tablet, a computer or two: more is a script, and the oldest go.
const MAX_DEVICES = 10;

/**
 * Stores this browser's subscription for the account and the session that sent it (its logout drops it). Only a
 * push service's endpoint is taken (decision 0060), and one another account holds stays that account's.
 */
export async function subscribe(
  db: Db,
  sender: Pick<PushSender, 'vet'>,
  opts: { userId: string; token: string },
  input: PushSubscriptionInput,
): Promise<void> {
  try {
    await sender.vet(input.endpoint);
  } catch (err) {
    if (!(err instanceof PushEndpointRefused)) throw err;
    throw new AppError(422, 'INVALID_PUSH_ENDPOINT', pushMessages.endpointRefused, {
      endpoint: [pushMessages.endpointRefused],
    });
  }
  await db.transaction().execute(async (trx) => {
    const stored = await repo.upsertSubscription(trx, {
      id: newId(),
      user_id: opts.userId,
      session_hash: hashToken(opts.token),
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: nowIso(),
    });
    if (!stored) throw new AppError(409, 'PUSH_ENDPOINT_TAKEN', pushMessages.endpointTaken);
    const devices = await repo.findSubscriptionIdsOf(trx, opts.userId);
    for (const extra of devices.slice(MAX_DEVICES)) await forget(trx, extra.id);
  });
}

/** Drops one device of the account, or all of them; another account's devices stay. */
export async function unsubscribe(db: Db, userId: string, endpoint?: string): Promise<void> {
  await repo.deleteSubscriptions(db, userId, endpoint);
}

/** A logout: the devices that session registered stop receiving the account's notifications. */
export async function dropSessionDevices(db: Db, token: string): Promise<void> {
  await repo.deleteSessionSubscriptions(db, hashToken(token));
}

async function forget(db: Db, subscriptionId: string): Promise<void> {
  await repo.deleteOrphanPushes(db, subscriptionId);
  await repo.deleteSubscriptionById(db, subscriptionId);
}

/** The devices of staff and admins still active (their role is read now, not when they subscribed). */
async function staffDevices(trx: Db): Promise<string[]> {
  const devices = await repo.findAllSubscriptionOwners(trx);
  const isStaff = new Map<string, boolean>();
  for (const userId of new Set(devices.map((d) => d.user_id))) {
    const account = await findAccountById(trx, userId);
    // A rider is no staff: their phone does not ring for every paid order.
    const staff = !!account && (account.role === 'staff' || account.role === 'admin');
    isStaff.set(userId, staff && account.deactivated_at === null);
  }
  return devices.filter((d) => isStaff.get(d.user_id)).map((d) => d.id);
}

/**
 * Web Push notices (P10.6, decision 0045) as an outbox consumer: staff hear of each paid order and each
 * escalation (a paid order not accepted in time), customers of their order's moves and of their reservation
 * being ready. In the outbox's transaction it only queues one row per device; `sendQueuedPushes` sends them
 * afterwards, outside any transaction, and retries what failed.
 */
export function pushNotices(deps: { sender: PushSender }): Consumer {
  return {
    name: CONSUMER,
    types: [
      'order.paid',
      'order.preparation',
      'order.in_delivery',
      'order.delivered',
      'order.cancelled',
      'order.escalated',
      'reservation.ready',
    ],
    async handle(trx, event) {
      let notice: PushNotification | undefined;
      let devices: string[];
      if (event.type === 'order.paid') {
        const total = Number(event.payload.total_price);
        notice = {
          title: 'Nouvelle commande payée',
          body: `Commande ${String(event.payload.code_commande)} : ${formatFcfa(total)}.`,
          url: '/admin',
          tag: `new-order-${event.subject_id}`,
          urgent: true,
        };
        devices = await staffDevices(trx);
      } else if (event.type === 'order.escalated') {
        notice = escalationNotice(event);
        devices = await staffDevices(trx);
      } else {
        devices = (await repo.findSubscriptionIdsOf(trx, String(event.payload.user_id))).map((d) => d.id);
        if (devices.length > 0) notice = await customerNotice(trx, event);
      }
      if (!notice) return;
      const payload = JSON.stringify(notice);
      for (const subscriptionId of devices) {
        await repo.enqueuePush(trx, {
          id: newId(),
          dedupe_key: `${CONSUMER}:${event.id}:${subscriptionId}`,
          subscription_id: subscriptionId,
          payload,
          created_at: nowIso(),
        });
      }
    },
    drained({ db, log }) {
      // Not awaited: the request that drained answers without waiting for the push services.
      void sendQueuedPushes({ db, log, sender: deps.sender });
    },
  };
}

export type PushSenderDeps = { db: Db; log: FastifyBaseLogger; sender: PushSender };

// The lease outlives a send (10 s). Retried 30 s later, doubling to an hour, for about a day (30 tries): the
// message's TTL is a day too, after that the news is stale.
const pushQueue = defineQueue(
  {
    name: 'push_queue',
    batch: 50,
    leaseMs: 60_000,
    firstRetryMs: 30_000,
    maxRetryMs: 60 * 60_000,
    maxAttempts: 30,
  },
  repo.pushQueueStore,
);

/**
 * The push lane's run. A device the push service says is gone (404, 410), or whose endpoint the guard refuses,
 * is forgotten with its waiting notifications; any other answer, or none, is retried.
 */
function pushRun({ db, log, sender }: PushSenderDeps) {
  return {
    db,
    log,
    async deliver(row: repo.DuePush): Promise<Delivery> {
      const target = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
      let status: number;
      try {
        status = await sender.send(target, row.payload);
      } catch (err) {
        if (err instanceof PushEndpointRefused) {
          // Not a push service (an address inside the network, maybe only since it subscribed): never retried.
          log.warn({ err, pushId: row.id }, 'push endpoint refused; device dropped');
          await forget(db, row.subscription_id);
          return 'dropped';
        }
        status = 0;
        log.warn({ err, pushId: row.id }, 'push service unreachable');
      }
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) {
        await forget(db, row.subscription_id);
        return 'dropped';
      }
      return { failed: `HTTP ${status}` };
    },
  };
}

/**
 * Sends the notifications due (lib/queue.ts: claimed, sent, marked; a failure retried later), one run at a time
 * per database in this process. At least once: the tag folds a duplicate on the phone. No transaction is open
 * while a push service answers. Never throws; tests call it to flush the queue (`now` later than real time: the
 * retries due then). Resolves with how many were sent.
 */
export function sendQueuedPushes(deps: PushSenderDeps, opts: { now?: number } = {}): Promise<number> {
  return pushQueue.sendQueued(pushRun(deps), opts);
}
