import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/connection.js';
import * as repo from './events.repository.js';
import { findUserByToken } from '../sessions/sessions.service.js';
import { trackUserStream, type Consumer, type DomainEvent, type EventType } from './events.service.js';

/** The events a live stream carries: an order's life on the board and on the customer's tracking page. */
export const ORDER_EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  'order.preparation',
  'order.in_delivery',
  'order.delivered',
  'order.escalated',
  'order.delayed',
  'order.status_changed',
  'order.refund_settled',
] as const satisfies readonly EventType[];

/** What the boards also hear: the kitchen's switches (P4.5). */
export const KITCHEN_EVENT_TYPES = [
  'kitchen.paused',
  'kitchen.resumed',
  'kitchen.rush',
] as const satisfies readonly EventType[];

const LIVE_EVENT_TYPES: readonly EventType[] = [...ORDER_EVENT_TYPES, ...KITCHEN_EVENT_TYPES];

const STATUS_AFTER: Partial<Record<EventType, string>> = {
  'order.paid': 'confirmed',
  'order.cancelled': 'cancelled',
  'order.preparation': 'preparation',
  'order.in_delivery': 'in_delivery',
  'order.delivered': 'delivered',
};

/**
 * The order status an event leaves the order in (a paid order becomes confirmed, P2.2); events that change no
 * status (an escalation, a delay) carry the order's status in their payload.
 */
export function statusAfter(event: DomainEvent): string | null {
  return STATUS_AFTER[event.type] ?? (typeof event.payload.status === 'string' ? event.payload.status : null);
}

/** The order an event is about: its subject, or the order its payload names (a delay is its own subject). */
export const orderIdOf = (event: DomainEvent): string =>
  typeof event.payload.order_id === 'string' ? event.payload.order_id : event.subject_id;

export const isOrderEvent = (event: DomainEvent): boolean =>
  (ORDER_EVENT_TYPES as readonly EventType[]).includes(event.type);

export const isLiveEvent = (event: DomainEvent): boolean => LIVE_EVENT_TYPES.includes(event.type);

/** What a stream sends of an order event: its status after, and the estimate when it carries one. */
export function orderEventData(event: DomainEvent): Record<string, unknown> {
  return {
    order_id: orderIdOf(event),
    status: statusAfter(event),
    at: event.created_at,
    ...(typeof event.payload.estimated_at === 'string' ? { estimated_at: event.payload.estimated_at } : {}),
    ...(typeof event.payload.cancel_reason === 'string'
      ? { cancel_reason: event.payload.cancel_reason }
      : {}),
  };
}

const HEARTBEAT_MS = 20_000;
const CATCH_UP_LIMIT = 500;
const RELISTEN_MS = 1_000;

type Listener = (event: DomainEvent) => void;

export type LiveHub = {
  /** Consumes the outbox's order events and hands them to every process's streams. */
  consumer: Consumer;
  subscribe(listener: Listener): () => void;
  /**
   * What a stream missed: the events after `lastEventId`; without one (or an unknown one), the whole history
   * of `subjectId` when the stream follows one order, nothing for the board (which reads its list instead).
   */
  missed(filter: { lastEventId?: string; subjectId?: string }): Promise<DomainEvent[]>;
  /** Ends the open streams (so the server can close) and the PostgreSQL listener. */
  close(): Promise<void>;
  track(end: () => void): () => void;
  /** Whether the session `token` still opens a stream for an account of `role` (not deactivated, not demoted). */
  stillAllowed(token: string, role: string): Promise<boolean>;
};

/**
 * The live fan-out. On PostgreSQL with DATABASE_URL, the consumer NOTIFYs inside its transaction (delivered on
 * commit) and every process LISTENs on its own connection, so a stream of any process hears what any process
 * drained. Otherwise (SQLite, one process) the consumer hands events to this process's streams directly.
 */
export async function createLiveHub(deps: {
  db: Db;
  databaseUrl?: string;
  log: FastifyBaseLogger;
}): Promise<LiveHub> {
  const { db, databaseUrl, log } = deps;
  const listeners = new Set<Listener>();
  const streams = new Set<() => void>();
  const emit = (event: DomainEvent) => {
    for (const listener of listeners) listener(event);
  };

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  // One channel per schema: tests (and several restaurants) share a PostgreSQL database, not their events.
  const channelOf = async () =>
    `live_${(await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema}`;

  async function listen(url: string, channel: string): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      try {
        emit(JSON.parse(msg.payload) as DomainEvent);
      } catch (err) {
        log.error({ err }, 'unreadable live event notification');
      }
    });
    // A dropped listener comes back; streams reconnecting meanwhile catch up from the table.
    c.on('error', (err) => {
      log.error({ err }, 'live events listener lost; listening again');
      void c.end().catch(() => undefined);
      if (client === c) client = undefined;
      if (!closed)
        retry = setTimeout(() => void listen(url, channel).catch(relistenLater(url, channel)), RELISTEN_MS);
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    if (closed) await c.end();
    else client = c;
  }
  const relistenLater = (url: string, channel: string) => (err: unknown) => {
    log.error({ err }, 'live events listener could not connect; retrying');
    if (!closed)
      retry = setTimeout(() => void listen(url, channel).catch(relistenLater(url, channel)), RELISTEN_MS);
  };

  const notifying = Boolean(databaseUrl);
  if (databaseUrl) await listen(databaseUrl, await channelOf());

  const toEvent = (row: repo.EventRow): DomainEvent => ({
    id: row.id,
    type: row.type as EventType,
    subject_id: row.subject_id,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    created_at: row.created_at,
  });

  return {
    consumer: {
      name: 'live-stream',
      types: LIVE_EVENT_TYPES,
      async handle(trx, event) {
        if (!notifying) return emit(event);
        await sql`select pg_notify('live_' || current_schema(), ${JSON.stringify(event)})`.execute(trx);
      },
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async missed({ lastEventId, subjectId }) {
      const after = lastEventId ? await repo.findEvent(db, lastEventId) : undefined;
      if (!after && !subjectId) return [];
      const rows = await repo.findEventsAfter(db, {
        types: LIVE_EVENT_TYPES,
        after,
        subjectId,
        limit: CATCH_UP_LIMIT,
      });
      return rows.map(toEvent);
    },
    track(end) {
      streams.add(end);
      return () => streams.delete(end);
    },
    async stillAllowed(token, role) {
      const user = await findUserByToken(db, token);
      return user?.role === role;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      for (const end of [...streams]) end();
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/**
 * Answers with a server-sent event stream: first what the client missed, then live events that pass `filter`,
 * each as `id` (the event's id, sent back as Last-Event-ID on reconnect), `event` (its type) and `data`.
 * Written by hand on the raw response (decision 0023): no SSE plugin is installed and this is a few lines.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  opts: {
    subjectId?: string;
    filter: (event: DomainEvent) => boolean;
    data: (event: DomainEvent) => Record<string, unknown>;
  },
): Promise<void> {
  const lastEventId = lastEventIdOf(request);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise hold the events in its buffer.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');

  // Live events arriving during the catch-up wait behind it; ids sent by both are sent once.
  let pending: DomainEvent[] | undefined = [];
  let sentDuringCatchUp: Set<string> | undefined = new Set();
  const send = (event: DomainEvent) => {
    if (sentDuringCatchUp?.has(event.id)) return;
    sentDuringCatchUp?.add(event.id);
    raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(opts.data(event))}\n\n`);
  };
  const unsubscribe = hub.subscribe((event) => {
    if (!opts.filter(event)) return;
    if (pending) pending.push(event);
    else send(event);
  });
  let ended = false;
  // Access was checked when the stream opened; it is checked again on each heartbeat and at once when an admin
  // changes the account, so a deactivated or demoted staff member stops hearing the board (decision 0023).
  const { user, token } = request;
  const recheck = async () => {
    if (ended || !user || !token) return;
    // A failed check ends the stream too: the client reconnects and its request is checked in full.
    const allowed = await hub.stillAllowed(token, user.role).catch((err: unknown) => {
      request.log.error({ err }, 'live stream access check failed');
      return false;
    });
    if (!allowed) end();
  };
  const heartbeat = setInterval(() => {
    raw.write(': ping\n\n');
    void recheck();
  }, HEARTBEAT_MS);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    untrackUser();
    raw.end();
  };
  const untrack = hub.track(end);
  const untrackUser = user && token ? trackUserStream(user.id, recheck) : () => undefined;
  // The response's 'close' fires when the client goes away (the request's may fire once its empty body is read).
  raw.on('close', end);

  try {
    for (const event of await hub.missed({ lastEventId, subjectId: opts.subjectId })) {
      if (opts.filter(event)) send(event);
    }
  } catch (err) {
    request.log.error({ err }, 'live stream catch-up failed');
    end();
    return;
  }
  for (const event of pending) send(event);
  pending = undefined;
  sentDuringCatchUp = undefined;
}

function lastEventIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

/** The request as logged, the token in the query replaced: URLs end up in logs, a session token must not. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const redactToken = (url: string): string =>
  url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');

/** Decorates `app.live`; ends the streams before the server closes, or it would wait for them forever. */
export default fp(
  async function liveEventsPlugin(app: FastifyInstance) {
    const hub = await createLiveHub({ db: app.db, databaseUrl: app.env.DATABASE_URL, log: app.log });
    app.decorate('live', hub);
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'live-events', dependencies: [] },
);

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}
