import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recordIdSchema,
  riderAccountSchema,
  riderCreateSchema,
  riderMessages,
  riderSchema,
  ridersResponseSchema,
  riderUpdateSchema,
} from '@lome/shared';
import * as service from './riders.service.js';

const idParams = z.object({ id: recordIdSchema(riderMessages.notFound) });

/** The riders' list under /api/admin, kept by admins; staff read the active ones with the board's orders. */
export default async function riderAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = { 200: riderSchema };

  app.get('/riders', { schema: { response: { 200: ridersResponseSchema } } }, async () => ({
    riders: await service.listRiders(app.db),
  }));
  app.post(
    '/riders',
    { schema: { body: riderCreateSchema, response: { 201: riderSchema } } },
    async (request, reply) => {
      reply.code(201);
      return service.createRider(app.db, request.user!.id, request.body);
    },
  );
  app.patch(
    '/riders/:id',
    { schema: { params: idParams, body: riderUpdateSchema, response: one } },
    async (request) => service.updateRider(app.db, request.user!.id, request.params.id, request.body),
  );
  app.put(
    '/riders/:id/account',
    { schema: { params: idParams, body: riderAccountSchema, response: one } },
    async (request) => service.setRiderAccount(app.db, request.user!.id, request.params.id, request.body),
  );
}
