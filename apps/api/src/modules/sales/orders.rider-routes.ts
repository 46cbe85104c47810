import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderMessages,
  recordIdSchema,
  riderCashSchema,
  riderOrderSchema,
  riderOrdersResponseSchema,
} from '@lome/shared';
import * as service from './rider-orders.service.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.orderRef) });

/** A rider's own deliveries under /api/rider: only role `rider`, only their orders. */
export default async function riderOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/orders', { schema: { response: { 200: riderOrdersResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { orders: await service.listMyDeliveries(app, request.user!.id) };
  });
  app.post(
    '/orders/:id/delivered',
    { schema: { params: idParams, response: { 200: riderOrderSchema } } },
    async (request) => service.deliverMyOrder(app, request.user!.id, request.params.id),
  );
  // "Annuler « Livrée »": the rider's own move, within 60 seconds.
  app.post(
    '/orders/:id/undo',
    { schema: { params: idParams, response: { 200: riderOrderSchema } } },
    async (request) => service.undoMyDelivery(app, request.user!.id, request.params.id),
  );
  app.post(
    '/orders/:id/cash',
    { schema: { params: idParams, body: riderCashSchema, response: { 200: riderOrderSchema } } },
    async (request) => service.collectMyCash(app, request.user!.id, request.params.id, request.body.amount),
  );
}
