import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactResponseSchema, contactSchema } from '@lome/shared';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import { byIp } from '../../plugins/rate-limit.js';
import * as service from './contact.service.js';

/** POST /api/contact (P11.2): stored, visible to staff, e-mailed to the restaurant. */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/contact',
    {
      schema: { body: contactSchema, response: { 201: contactResponseSchema } },
      // Each message sends an e-mail to the restaurant: a script must not be able to flood its inbox.
      preHandler: app.rateLimit({ name: 'contact-ip', max: 20, windowSeconds: 600, key: byIp }),
    },
    async (request, reply) => {
      const answer = await service.submitContactMessage(
        { db: app.db, mailer: app.mailer, restaurantEmail: app.env.RESTAURANT_EMAIL, log: request.log },
        request.body,
        readIdempotencyKey(request),
      );
      return reply.code(201).send(answer);
    },
  );
}
