import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoiceDocumentsSchema,
  companyMessages,
  invoiceDocumentsQuerySchema,
  invoiceMonthSchema,
  recordIdSchema,
} from '@lome/shared';
import { attachment } from '../../lib/csv.js';
import * as service from './statements.service.js';

/**
 * The month's invoices and credit notes, and each company's statement, for the owner (admins; each document
 * downloads at /api/invoices/{id}.pdf). A company's monthly statement, as its holder downloads it (P9.5).
 */
export default async function invoiceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/invoices',
    {
      schema: { querystring: invoiceDocumentsQuerySchema, response: { 200: adminInvoiceDocumentsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listAllDocuments(app.db, request.query.month);
    },
  );

  const params = z.object({ id: recordIdSchema(companyMessages.companyOnly), month: invoiceMonthSchema });
  for (const format of ['pdf', 'csv'] as const) {
    app.get(`/companies/:id/statements/:month.${format}`, { schema: { params } }, async (request, reply) => {
      const { filename, body } = await service.companyStatementFor(
        app.db,
        request.params.id,
        request.params.month,
        format,
      );
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}
