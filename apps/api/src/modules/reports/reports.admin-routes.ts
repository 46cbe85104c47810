import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminReportSchema, reportRangeQuerySchema } from '@lome/shared';
import { attachment } from '../../lib/csv.js';
import * as service from './reports.service.js';

/** "Chiffres" for admins: every figure of a range of Lomé days, and its orders as CSV. */
export default async function reportAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reports',
    { schema: { querystring: reportRangeQuerySchema, response: { 200: adminReportSchema } } },
    async (request) => service.buildReport(app.db, request.query),
  );

  app.get(
    '/reports/orders.csv',
    { schema: { querystring: reportRangeQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`commandes-${request.query.from}-${request.query.to}.csv`))
        .header('cache-control', 'no-store')
        .send(await service.exportOrdersCsv(app.db, request.query)),
  );
}
