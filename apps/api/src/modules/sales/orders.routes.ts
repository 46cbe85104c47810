import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  orderCancelResponseSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderListSchema,
  orderMessages,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderStatusResponseSchema,
  orderSummarySchema,
  recordIdSchema,
} from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import { bearer } from '../../plugins/auth.js';
import { withRatings } from '../ratings/ratings.service.js';
import { findUserByToken } from '../sessions/sessions.service.js';
import { openEventStream, redactedRequest } from '../events/event-stream.js';
import { isOrderEvent, orderEventData, orderIdOf } from '../events/live-events.js';
import { cancelOrder } from './cancel.service.js';
import { createOrder } from './checkout.service.js';
import { getOrderDetail, getOrderStatus, listOrders, quoteOrder } from './customer-views.service.js';
import { restaurantPlace } from './delivery.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.orderRef) });
const streamQuery = z.object({ access_token: z.string().optional() });

/** Customer orders (P12.1) and their live stream; the staff routes are in orders.admin-routes.ts. */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: { body: orderCreateSchema, response: { 200: orderSummarySchema, 201: orderSummarySchema } },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const { order, created } = await createOrder(app, request.user!.id, request.body, key);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  // The cart is priced before login too (no discount then); a session sent must be valid, so a stale one is
  // told apart from a visitor.
  app.post(
    '/orders/quote',
    {
      onRequest: async (request) => {
        const token = bearer(request);
        if (!token) return;
        request.user = await findUserByToken(app.db, token);
        if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
      },
      schema: { body: orderQuoteRequestSchema, response: { 200: orderQuoteSchema } },
    },
    async (request) =>
      quoteOrder(app.db, request.user?.id, request.body, restaurantPlace(app.env), app.clock),
  );

  app.get(
    '/orders-list',
    { onRequest: app.authenticate, schema: { response: { 200: orderListSchema } } },
    async (request) => ({
      orders: await withRatings(app.db, await listOrders(app.db, request.user!.id, app.clock)),
    }),
  );

  app.get(
    '/orders-detail/:id',
    { onRequest: app.authenticate, schema: { params: idParams, response: { 200: orderDetailSchema } } },
    async (request) => {
      const detail = await getOrderDetail(app.db, request.user!.id, request.params.id, app.clock);
      const [order] = await withRatings(app.db, [detail.order]);
      return { ...detail, order: order! };
    },
  );

  // Polled every 10 s while a payment is awaited: the session and the order are read in one query, and the
  // usual authentication only runs to tell a bad session (401) from someone else's order (404). The answer is
  // always far below the compression threshold, so the compression hooks are left off this route. Its security
  // headers are helmet's, worked out once at start rather than by helmet on each request (decision 0011).
  app.get(
    '/orders/:id/status',
    {
      compress: false,
      decompress: false,
      helmet: false,
      config: { presetSecurityHeaders: true },
      schema: { params: idParams, response: { 200: orderStatusResponseSchema } },
    },
    async (request, reply) => {
      const token = bearer(request);
      const status = token ? await getOrderStatus(app, token, request.params.id) : undefined;
      if (status) return status;
      await app.authenticate(request, reply);
      throw new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: { 200: orderCancelResponseSchema } },
    },
    async (request) => cancelOrder(app, request.user!.id, request.params.id),
  );

  // The owner's live stream of their order: its whole history first, then each change.
  app.get(
    '/orders/:id/events',
    {
      onRequest: app.authenticate,
      // EventSource sends no header: the token may come in the query.
      config: { tokenInQuery: true },
      compress: false,
      logSerializers: { req: redactedRequest },
      schema: { params: idParams, querystring: streamQuery, hide: true },
    },
    async (request, reply) => {
      await getOrderDetail(app.db, request.user!.id, request.params.id);
      const orderId = request.params.id;
      return openEventStream(request, reply, app.live, {
        subjectId: orderId,
        filter: (event) => isOrderEvent(event) && orderIdOf(event) === orderId,
        data: orderEventData,
      });
    },
  );
}
