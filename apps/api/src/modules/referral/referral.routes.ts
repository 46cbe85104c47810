import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages, referralCheckResponseSchema } from '@lome/shared';
import { byIp } from '../../plugins/rate-limit.js';
import { findUserByToken } from '../sessions/sessions.service.js';
import { checkReferralCode } from './sponsorships.service.js';

const invalidSchema = z.object({ message: z.string(), code: z.string(), error: z.string() });

/** GET /api/referral/check/{code}: public, so it is rate limited against code guessing. */
export default async function referralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/referral/check/:code',
    {
      schema: {
        params: z.object({ code: z.string().max(32, authMessages.referralInvalid) }),
        response: { 200: referralCheckResponseSchema, 404: invalidSchema },
      },
      // Valid codes are given back: only misses count towards the limit.
      preHandler: app.rateLimit({
        name: 'referral-ip',
        max: 30,
        windowSeconds: 10 * 60,
        key: byIp,
        refundOnSuccess: true,
      }),
    },
    async (request, reply) => {
      // Optional login: a signed-in referrer checking their own code gets no match (no self-referral).
      const bearer = /^bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const caller = bearer ? await findUserByToken(app.db, bearer) : undefined;
      const found = await checkReferralCode(app.db, request.params.code, caller?.id);
      if (!found) {
        return reply.status(404).send({
          message: authMessages.referralInvalid,
          code: 'REFERRAL_INVALID',
          error: authMessages.referralInvalid,
        });
      }
      return found;
    },
  );
}
