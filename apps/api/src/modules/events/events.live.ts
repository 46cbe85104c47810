import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/connection.js';
import * as repo from './events.repository.js';
import { findUserByToken } from '../sessions/sessions.service.js';
import type { Consumer, DomainEvent, EventType } from './events.service.js';
import { LIVE_EVENT_TYPES } from './live-events.js';

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
