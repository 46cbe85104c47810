import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@lome/shared';
import * as service from './push.service.js';

/**
 * Web Push (P10.6, decision 0045): the key browsers subscribe with, and the devices of the logged-in account.
 */
export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/push/public-key',
    { schema: { response: { 200: pushPublicKeySchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send({ public_key: app.push.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    { onRequest: app.authenticate, schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      await service.subscribe(
        app.db,
        app.push,
        { userId: request.user!.id, token: request.token! },
        request.body,
      );
      return reply.code(204).send();
    },
  );

  app.delete(
    '/push/subscriptions',
    { onRequest: app.authenticate, schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      await service.unsubscribe(app.db, request.user!.id, request.body?.endpoint);
      return reply.code(204).send();
    },
  );
}
