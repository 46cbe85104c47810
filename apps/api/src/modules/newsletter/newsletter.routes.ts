import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterResponseSchema, newsletterSchema } from '@lome/shared';
import { byIp } from '../../plugins/rate-limit.js';
import * as service from './newsletter.service.js';

/**
 * POST /api/newsletter (P11.2): stores the address once; the 10% offer is applied to its first paid order.
 */
export default async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/newsletter',
    {
      schema: { body: newsletterSchema, response: { 200: newsletterResponseSchema } },
      // Public and unauthenticated: keeps a script from filling the list.
      preHandler: app.rateLimit({ name: 'newsletter-ip', max: 30, windowSeconds: 600, key: byIp }),
    },
    async (request) => service.subscribe(app.db, request.body.email, app.clock.now()),
  );
}
