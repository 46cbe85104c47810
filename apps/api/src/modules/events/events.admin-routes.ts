import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openEventStream, redactedRequest } from './event-stream.js';
import { isLiveEvent, orderEventData } from './live-events.js';
import type { DomainEvent } from './events.service.js';

const streamQuery = z.object({ access_token: z.string().optional() });

/** Staff's live stream of order events under /api/admin: the board refreshes and rings on them. */
export default async function eventAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/events/stream',
    {
      // EventSource sends no header: the token may come in the query.
      config: { tokenInQuery: true },
      compress: false,
      logSerializers: { req: redactedRequest },
      schema: { querystring: streamQuery, hide: true },
    },
    async (request, reply) =>
      openEventStream(request, reply, app.live, {
        filter: isLiveEvent,
        data: staffEventData,
      }),
  );
}

function staffEventData(event: DomainEvent): Record<string, unknown> {
  if (event.type.startsWith('kitchen.'))
    return { ...event.payload, order_id: null, status: null, at: event.created_at };
  return { ...orderEventData(event), code_commande: event.payload.code_commande ?? null };
}
