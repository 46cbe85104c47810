import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderMessages,
  recordIdSchema,
  reservationCancelResponseSchema,
  reservationCreateSchema,
  reservationDetailSchema,
  reservationListSchema,
  reservationSummarySchema,
} from '@lome/shared';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import { cancelReservation } from './cancel.service.js';
import { createReservation } from './checkout.service.js';
import { getReservation, listReservations } from './customer-views.service.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.reservationRef) });

/**
 * Pickup reservations from the cart and the pre-reservation page (P11.2, P5.1); the staff's routes are in
 * reservations.admin-routes.ts.
 */
export default async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reservations',
    {
      onRequest: app.authenticate,
      schema: {
        body: reservationCreateSchema,
        response: { 200: reservationSummarySchema, 201: reservationSummarySchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const { reservation, created } = await createReservation(app, request.user!.id, request.body, key);
      return reply.status(created ? 201 : 200).send(reservation);
    },
  );

  app.get(
    '/reservations',
    { onRequest: app.authenticate, schema: { response: { 200: reservationListSchema } } },
    async (request) => ({ reservations: await listReservations(app, request.user!.id) }),
  );

  app.post(
    '/reservations/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: { 200: reservationCancelResponseSchema } },
    },
    async (request) => cancelReservation(app, request.user!.id, request.params.id),
  );

  app.get(
    '/reservations/:id',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: { 200: reservationDetailSchema } },
    },
    async (request) => getReservation(app, request.user!.id, request.params.id),
  );
}
