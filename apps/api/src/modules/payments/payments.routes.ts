import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  paymentCreateSchema,
  paymentMessages,
  paymentStartedSchema,
  paymentStatusResponseSchema,
  recordIdSchema,
} from '@lome/shared';
import { byIp } from '../../plugins/rate-limit.js';
import { handleCallback } from './callback.service.js';
import { getPaymentStatus } from './customer-payments.service.js';
import { startPayment } from './start.service.js';

const TEN_MINUTES = 10 * 60;

const idParams = z.object({ id: recordIdSchema(paymentMessages.paymentRef) });

/** Amounts as PayGate may write them: 1500, "1500", "1500.0" (P6.10). */
const callbackAmount = z
  .union([z.number(), z.string().max(32, messages.invalidValue)], { error: messages.invalidValue })
  .optional();

// PayGate's callback fields (P6.3), in JSON or form-encoded (every value a string then, P6.10). Everything in
// it is a claim to verify, so only the references are read; the other documented fields are accepted as sent.
const callbackSchema = z
  .looseObject({
    tx_reference: z.union([z.string().max(64), z.number()], { error: paymentMessages.paymentRef }).optional(),
    identifier: z
      .string({ error: paymentMessages.paymentRef })
      .max(200, paymentMessages.paymentRef)
      .optional(),
    amount: callbackAmount,
  })
  // An empty body parses to nothing at all: still a (useless) hint, not an error.
  .nullish();

/** Mobile-money payments through PayGate (P6.3). */
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
    async (request) => startPayment(app, request.user!.id, request.body),
  );

  app.get(
    '/payments/:id',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: { 200: paymentStatusResponseSchema } },
    },
    async (request) => getPaymentStatus(app, request.user!.id, request.params.id),
  );

  // Form bodies are parsed for the callback alone (public PayGate integrations post it form-encoded): the
  // customer's own routes keep taking JSON only.
  await app.register(async (callbackScope) => {
    await callbackScope.register(formbody, { bodyLimit: 16 * 1024 });
    callbackScope.withTypeProvider<ZodTypeProvider>().post(
      '/paygate/callback',
      {
        schema: { body: callbackSchema },
        // Called by PayGate's own servers, a few addresses for all our customers: generous, only a flood is cut.
        // A callback refused here is not lost: the reconciliation loop checks every pending payment anyway.
        preHandler: app.rateLimit({ name: 'paygate-callback-ip', max: 120, windowSeconds: 60, key: byIp }),
      },
      async (request) => {
        const { identifier, tx_reference } = request.body ?? {};
        const txReference = tx_reference === undefined ? '' : String(tx_reference).trim();
        await handleCallback(app, {
          identifier: identifier?.trim() || undefined,
          txReference: txReference || undefined,
        });
        return { status: 'ok' };
      },
    );
  });
}
