import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentCreateSchema,
  paymentMessages,
  paymentStartedSchema,
  paymentStatusResponseSchema,
  recordIdSchema,
} from '@lome/shared';
import { byIp } from '../../plugins/rate-limit.js';
import * as service from './payments.service.js';

const TEN_MINUTES = 10 * 60;

const idParams = z.object({ id: recordIdSchema(paymentMessages.paymentRef) });

// PayGate's callback fields (D4); everything in it is a claim to verify, so only the references are read.
const callbackSchema = z.looseObject({
  tx_reference: z.union([z.string(), z.number()], { error: paymentMessages.paymentRef }).optional(),
  identifier: z.string({ error: paymentMessages.paymentRef }).max(200, paymentMessages.paymentRef).optional(),
});

/** Mobile-money payments through PayGate (D4). */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/payment',
    {
      onRequest: app.authenticate,
      schema: { body: paymentCreateSchema, response: { 200: paymentStartedSchema } },
      // Each call can make PayGate push a confirmation prompt to a phone: a customer retrying a failed payment
      // stays far below these, a script ringing someone's phone does not.
      preHandler: app.rateLimit(
        { name: 'payment-user', max: 10, windowSeconds: TEN_MINUTES, key: (request) => request.user?.id },
        { name: 'payment-ip', max: 60, windowSeconds: TEN_MINUTES, key: byIp },
      ),
    },
    async (request) => service.startPayment(app, request.user!.id, request.body),
  );

  app.get(
    '/payments/:id',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: { 200: paymentStatusResponseSchema } },
    },
    async (request) => service.getPaymentStatus(app, request.user!.id, request.params.id),
  );

  app.post(
    '/paygate/callback',
    {
      schema: { body: callbackSchema },
      // Called by PayGate's own servers, a few addresses for all our customers: generous, only a flood is cut.
      // A callback refused here is not lost: the reconciliation loop checks every pending payment anyway.
      preHandler: app.rateLimit({ name: 'paygate-callback-ip', max: 120, windowSeconds: 60, key: byIp }),
    },
    async (request) => {
      const { identifier, tx_reference } = request.body;
      await service.handleCallback(app, {
        identifier: identifier || undefined,
        txReference: tx_reference === undefined ? undefined : String(tx_reference),
      });
      return { status: 'ok' };
    },
  );
}
