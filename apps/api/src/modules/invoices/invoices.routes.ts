import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceDocumentsQuerySchema,
  invoiceDocumentsSchema,
  orderMessages,
  recordIdSchema,
  statementMessages,
} from '@lome/shared';
import { getDocumentPdf, getOrderCreditNotePdf, getOrderInvoicePdf } from './documents.service.js';
import { listDocuments } from './statements.service.js';

const params = z.object({ id: recordIdSchema(orderMessages.orderRef) });
const documentParams = z.object({ id: recordIdSchema(statementMessages.documentNotFound) });

/** A document as a download named by its number; never cached (it is personal). */
const sendPdf = (reply: FastifyReply, { number, pdf }: { number: string; pdf: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${number}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);

/**
 * An order's invoice and credit note as PDFs (P9.4): its owner, the owner's company holder, or staff.
 * The month's invoices and credit notes, each downloadable by its id.
 */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:id/invoice.pdf',
    { onRequest: app.authenticate, schema: { params } },
    async (request, reply) =>
      sendPdf(reply, await getOrderInvoicePdf(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/orders/:id/credit-note.pdf',
    { onRequest: app.authenticate, schema: { params } },
    async (request, reply) =>
      sendPdf(reply, await getOrderCreditNotePdf(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/invoices',
    {
      onRequest: app.authenticate,
      schema: { querystring: invoiceDocumentsQuerySchema, response: { 200: invoiceDocumentsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDocuments(app.db, request.user!.id, request.query.month);
    },
  );

  app.get(
    '/invoices/:id.pdf',
    { onRequest: app.authenticate, schema: { params: documentParams } },
    async (request, reply) => sendPdf(reply, await getDocumentPdf(app.db, request.user!, request.params.id)),
  );
}
