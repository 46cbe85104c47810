import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from './events.live.js';
import { trackUserStream, type DomainEvent } from './events.service.js';

const HEARTBEAT_MS = 20_000;

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
