import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRefundListSchema,
  adminRefundSchema,
  adminRefundsQuerySchema,
  refundIdParamsSchema,
  settleRefundSchema,
} from '@lome/shared';
import * as service from './refunds.service.js';

/** Refunds owed to customers, settled by admins with the mobile-money reference (P2.6). */
export default async function refundAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/refunds',
    { schema: { querystring: adminRefundsQuerySchema, response: { 200: adminRefundListSchema } } },
    async (request) => ({ refunds: await service.listRefunds(app.db, request.query.status) }),
  );

  app.post(
    '/refunds/:id/settle',
    {
      schema: {
        params: refundIdParamsSchema,
        body: settleRefundSchema,
        response: { 200: adminRefundSchema },
      },
    },
    async (request) => service.settleRefund(app, request.params.id, request.body.reference, request.user!.id),
  );
}
