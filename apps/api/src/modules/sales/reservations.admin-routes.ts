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
import { collectReservationCash } from './cash.service.js';
import { setReservationStatus, undoSaleMove } from './moves.service.js';
import { listReservationsForStaff } from './staff-views.service.js';
import { toReservationSummary } from './views.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.reservationRef) });

/** Staff's reservation routes under /api/admin: the days ahead, the counter's marks and cash collected. */
export default async function adminReservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reservations',
    {
      schema: { querystring: adminReservationListQuerySchema, response: { 200: adminReservationListSchema } },
    },
    async (request) => listReservationsForStaff(app.db, request.query, app.clock.now()),
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
    async (request) => setReservationStatus(app, request.params.id, request.body.status, request.user!.id),
  );

  // "Annuler l'action": the last move, within 60 seconds (decision 0039).
  app.post(
    '/reservations/:id/undo',
    { schema: { params: idParams, response: { 200: reservationSummarySchema } } },
    async (request) =>
      toReservationSummary(await undoSaleMove(app, request.params.id, 'reservation', request.user!.id)),
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
      collectReservationCash(app, {
        reservationId: request.params.id,
        amount: request.body.amount,
        actor: request.user!,
      }),
  );
}
