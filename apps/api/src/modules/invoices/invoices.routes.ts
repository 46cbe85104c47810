import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceDocumentsQuerySchema,
  invoiceDocumentsSchema,
  orderMessages,
  recordIdSchema,
  statementMessages,
} from '@lome/shared';
import * as service from './invoices.service.js';

const params = z.object({ id: recordIdSchema(orderMessages.orderRef) });
const documentParams = z.object({ id: recordIdSchema(statementMessages.documentNotFound) });

/**
 * An order's invoice as a PDF (issue 20, D13): its owner, the owner's company holder, or staff. The month's
 * invoices and credit notes, each downloadable by its id.
 */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:id/invoice.pdf',
    { onRequest: app.authenticate, schema: { params } },
    async (request, reply) => {
      const { number, pdf } = await service.getOrderInvoicePdf(app.db, request.user!, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/invoices',
    {
      onRequest: app.authenticate,
      schema: { querystring: invoiceDocumentsQuerySchema, response: { 200: invoiceDocumentsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listDocuments(app.db, request.user!.id, request.query.month);
    },
  );

  app.get(
    '/invoices/:id.pdf',
    { onRequest: app.authenticate, schema: { params: documentParams } },
    async (request, reply) => {
      const { number, pdf } = await service.getDocumentPdf(app.db, request.user!, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
