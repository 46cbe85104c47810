import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerCodeClaimSchema, callerCodeClaimedSchema } from '@lome/shared';
import { byIp } from '../../plugins/rate-limit.js';
import { claimCallerOrders } from './callers.service.js';

const FIFTEEN_MINUTES = 15 * 60;

/** A customer's orders taken by phone, found with the caller's code (decision 0064). */
export default async function callerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/me/phone-orders',
    {
      onRequest: app.authenticate,
      schema: { body: callerCodeClaimSchema, response: { 200: callerCodeClaimedSchema } },
      // Each code has its own few tries; these bound the guesses of one account and one address across codes.
      preHandler: app.rateLimit(
        { name: 'caller-code-account', max: 10, windowSeconds: FIFTEEN_MINUTES, key: (r) => r.user?.id },
        { name: 'caller-code-ip', max: 30, windowSeconds: FIFTEEN_MINUTES, key: byIp },
      ),
    },
    async (request) => claimCallerOrders(app, request.user!.id, request.body.code),
  );
}
