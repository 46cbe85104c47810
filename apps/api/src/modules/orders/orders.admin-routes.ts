import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderDelayRequestSchema,
  orderMessages,
  orderStatusUpdateSchema,
  orderSummarySchema,
  recordIdSchema,
} from '@lome/shared';
import { withRatings } from '../ratings/ratings.service.js';
import * as service from './orders.service.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.orderRef) });

/** Staff's order routes under /api/admin (D3, D7): the board's list and the status moves. */
export default async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route below is for staff and admins: the role is checked once, for the whole prefix.
  app.addHook('onRequest', app.requireRole('staff', 'admin'));

  app.post(
    '/orders/:id/status',
    { schema: { params: idParams, body: orderStatusUpdateSchema, response: { 200: orderSummarySchema } } },
    async (request) =>
      service.setOrderStatus(
        app,
        request.params.id,
        request.body.status,
        request.user!.id,
        request.body.reason,
      ),
  );

  // "Annuler l'action": the last forward move, within 60 seconds (decision 0039).
  app.post(
    '/orders/:id/undo',
    { schema: { params: idParams, response: { 200: orderSummarySchema } } },
    async (request) => service.undoOrderMove(app, request.params.id, request.user!.id),
  );

  // Pushes the order's estimate back ("+10 min", D12); the customer's tracking page follows live.
  app.post(
    '/orders/:id/delay',
    { schema: { params: idParams, body: orderDelayRequestSchema, response: { 200: orderSummarySchema } } },
    async (request) => service.delayOrder(app, request.params.id, request.body.minutes, request.user!.id),
  );

  app.get(
    '/orders',
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => ({
      orders: await withRatings(app.db, await service.listOrdersForStaff(app.db, request.query)),
    }),
  );
}
