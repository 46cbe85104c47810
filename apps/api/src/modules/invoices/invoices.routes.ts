import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderMessages, recordIdSchema } from '@lome/shared';
import * as service from './invoices.service.js';

const params = z.object({ id: recordIdSchema(orderMessages.orderRef) });

/** An order's invoice as a PDF (issue 20, D13): its owner, the owner's company holder, or staff. */
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
}
