import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressMessages,
  recordIdSchema,
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressSchema,
} from '@lome/shared';
import * as service from './addresses.service.js';

const idParams = z.object({ id: recordIdSchema(addressMessages.ref) });

/** A customer's saved delivery addresses, each reachable by its owner only. */
export default async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me/addresses',
    { schema: { response: { 200: savedAddressListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listAddresses(app.db, request.user!.id);
    },
  );

  app.post(
    '/me/addresses',
    { schema: { body: savedAddressInputSchema, response: { 201: savedAddressSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.createAddress(app.db, request.user!.id, request.body)),
  );

  app.put(
    '/me/addresses/:id',
    { schema: { params: idParams, body: savedAddressInputSchema, response: { 200: savedAddressSchema } } },
    async (request) => service.updateAddress(app.db, request.user!.id, request.params.id, request.body),
  );

  app.delete('/me/addresses/:id', { schema: { params: idParams } }, async (request, reply) => {
    await service.deleteAddress(app.db, request.user!.id, request.params.id);
    return reply.code(204).send();
  });
}
