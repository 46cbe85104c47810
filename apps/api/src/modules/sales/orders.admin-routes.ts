import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  orderDelayRequestSchema,
  orderMessages,
  orderStatusUpdateSchema,
  orderSummarySchema,
  recordIdSchema,
  ridersResponseSchema,
} from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import { withRatings } from '../ratings/ratings.service.js';
import { listActiveRiders } from '../riders/riders.service.js';
import { delayOrder, setOrderStatus, undoSaleMove } from './moves.service.js';
import { listOrdersForStaff } from './staff-views.service.js';
import { toOrderSummary } from './views.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.orderRef) });

/** Staff's order routes under /api/admin (P2.2, P10.2): the board's list and the status moves. */
export default async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders/:id/status',
    { schema: { params: idParams, body: orderStatusUpdateSchema, response: { 200: orderSummarySchema } } },
    async (request) =>
      setOrderStatus(app, request.params.id, request.body.status, request.user!.id, request.body.reason, {
        riderId: request.body.rider_id,
      }),
  );

  // The riders an order on its way can be handed to; the list itself is the admins' (/admin/riders).
  app.get('/orders/riders', { schema: { response: { 200: ridersResponseSchema } } }, async () => ({
    riders: await listActiveRiders(app.db),
  }));

  // One order, for its printed kitchen ticket.
  app.get(
    '/orders/:id',
    { schema: { params: idParams, response: { 200: adminOrderSchema } } },
    async (request) => {
      const [order] = await withRatings(app.db, await listOrdersForStaff(app.db, { id: request.params.id }));
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);
      return order;
    },
  );

  // "Annuler l'action": the last forward move, within 60 seconds (decision 0039).
  app.post(
    '/orders/:id/undo',
    { schema: { params: idParams, response: { 200: orderSummarySchema } } },
    async (request) => toOrderSummary(await undoSaleMove(app, request.params.id, 'order', request.user!.id)),
  );

  // Pushes the order's estimate back ("+10 min", P4.7); the customer's tracking page follows live.
  app.post(
    '/orders/:id/delay',
    { schema: { params: idParams, body: orderDelayRequestSchema, response: { 200: orderSummarySchema } } },
    async (request) => delayOrder(app, request.params.id, request.body.minutes, request.user!.id),
  );

  app.get(
    '/orders',
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => ({
      orders: await withRatings(app.db, await listOrdersForStaff(app.db, request.query)),
    }),
  );
}
