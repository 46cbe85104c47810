import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderMessages,
  orderRatingCreateSchema,
  orderRatingResponseSchema,
  ratingSummarySchema,
  recordIdSchema,
} from '@lome/shared';
import * as service from './ratings.service.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.orderRef) });

// The home page asks on every visit; a new rating may take a few minutes to move the average.
const SUMMARY_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** Rating a delivered order (P2.10) and the average shown on the home page. */
export default async function ratingRoutes(
  fastify: FastifyInstance,
  opts: { findOrder: service.FindOwnOrder },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders/:id/rating',
    {
      onRequest: app.authenticate,
      schema: {
        params: idParams,
        body: orderRatingCreateSchema,
        response: { 201: orderRatingResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.rateOrder(
        app.db,
        opts.findOrder,
        request.user!.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/ratings/summary',
    { schema: { response: { 200: ratingSummarySchema } } },
    async (_request, reply) =>
      reply.header('cache-control', SUMMARY_CACHE_CONTROL).send(await service.ratingSummary(app.db)),
  );
}
