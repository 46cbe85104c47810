import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@lome/shared';
import { listAudit } from './audit.service.js';

/** The audit log, read by admins only. */
export default async function auditAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit',
    { schema: { querystring: auditListQuerySchema, response: { 200: auditListSchema } } },
    async (request) => ({ entries: await listAudit(app.db, request.query) }),
  );
}
