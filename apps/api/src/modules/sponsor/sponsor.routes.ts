import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrlOf } from '../../config/env.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messages,
  sponsorActivationSchema,
  sponsorDashboardSchema,
  sponsorLinkResponseSchema,
  sponsorPaymentSchema,
  sponsorPaymentStartedSchema,
  sponsorRewardsSchema,
} from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import { byIp } from '../../plugins/rate-limit.js';
import { getDashboard, getRewards } from '../referral/dashboard.service.js';
import * as service from './sponsor.service.js';

const TEN_MINUTES = 10 * 60;

/** Apporteurs and sponsors, active or pending, have a dashboard (P11.1); other accounts get 403. */
async function referrerOnly(request: FastifyRequest) {
  const status = request.user?.user_status;
  if (status !== 'apporteur' && status !== 'sponsor')
    throw new AppError(403, 'FORBIDDEN', messages.forbidden);
}

async function sponsorOnly(request: FastifyRequest) {
  if (request.user?.user_status !== 'sponsor') throw new AppError(403, 'FORBIDDEN', messages.forbidden);
}

/** The referral programme's calls (P12.1 /sponsor/*) and the sponsor activation payment (P7.6). */
export default async function sponsorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = () => publicUrlOf(app.env);

  app.get(
    '/sponsor/link',
    { onRequest: [app.authenticate, referrerOnly], schema: { response: { 200: sponsorLinkResponseSchema } } },
    async (request) => service.getLinks(app.db, request.user!.id, publicUrl()),
  );

  app.get(
    '/sponsor/dashboard',
    { onRequest: [app.authenticate, referrerOnly], schema: { response: { 200: sponsorDashboardSchema } } },
    async (request) => getDashboard(app.db, request.user!.id),
  );

  app.get(
    '/sponsor/rewards',
    { onRequest: [app.authenticate, referrerOnly], schema: { response: { 200: sponsorRewardsSchema } } },
    async (request) => getRewards(app.db, request.user!.id),
  );

  app.get(
    '/sponsor/activation',
    { onRequest: [app.authenticate, sponsorOnly], schema: { response: { 200: sponsorActivationSchema } } },
    async (request) => service.getActivation(app.db, request.user!.id),
  );

  app.post(
    '/sponsor/payment',
    {
      onRequest: app.authenticate,
      schema: { body: sponsorPaymentSchema, response: { 200: sponsorPaymentStartedSchema } },
      // Like POST /api/payment: each call can ring a phone.
      preHandler: app.rateLimit(
        { name: 'payment-user', max: 10, windowSeconds: TEN_MINUTES, key: (request) => request.user?.id },
        { name: 'payment-ip', max: 60, windowSeconds: TEN_MINUTES, key: byIp },
      ),
    },
    async (request) => service.startSponsorPayment(app, request.user!.id, request.body),
  );
}
