import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReservationListQuerySchema,
  adminReservationListSchema,
  adminReservationStatusSchema,
  cashCollectSchema,
  orderMessages,
  recordIdSchema,
  reservationCashCollectionSchema,
  reservationSummarySchema,
} from '@lome/shared';
import * as service from './reservations.service.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.reservationRef) });

/** Staff's reservation routes under /api/admin: the days ahead, the counter's marks and cash collected. */
export default async function adminReservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reservations',
    {
      schema: { querystring: adminReservationListQuerySchema, response: { 200: adminReservationListSchema } },
    },
    async (request) => service.listReservationsForStaff(app.db, request.query),
  );

  app.post(
    '/reservations/:id/status',
    {
      schema: {
        params: idParams,
        body: adminReservationStatusSchema,
        response: { 200: reservationSummarySchema },
      },
    },
    async (request) =>
      service.setReservationStatus(app, request.params.id, request.body.status, request.user!.id),
  );

  // "Annuler l'action": the last move, within 60 seconds (decision 0039).
  app.post(
    '/reservations/:id/undo',
    { schema: { params: idParams, response: { 200: reservationSummarySchema } } },
    async (request) => service.undoReservationMove(app, request.params.id, request.user!.id),
  );

  // "Espèces encaissées" at pickup: once; the same call again answers as before, another amount 409.
  app.post(
    '/reservations/:id/cash',
    {
      schema: {
        params: idParams,
        body: cashCollectSchema,
        response: { 200: reservationCashCollectionSchema },
      },
    },
    async (request) =>
      service.collectReservationCash(app, {
        reservationId: request.params.id,
        amount: request.body.amount,
        actor: request.user!,
      }),
  );
}
