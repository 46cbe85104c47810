import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyMessages, invoiceMonthSchema, recordIdSchema } from '@lome/shared';
import { attachment } from '../../lib/csv.js';
import * as service from './invoices.service.js';

/** A company's monthly statement for the owner (admins), as its holder downloads it (P9.5). */
export default async function invoiceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
