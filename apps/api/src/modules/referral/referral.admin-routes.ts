import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPayoutListSchema,
  beneficiaryIdParamsSchema,
  recordPayoutResultSchema,
  recordPayoutSchema,
} from '@lome/shared';
import { attachment } from '../../lib/csv.js';
import * as service from './payouts.service.js';

/** Month-end referral payouts for admins (P7.9): the list, its CSV, and each payout marked paid. */
export default async function referralAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/payouts', { schema: { response: { 200: adminPayoutListSchema } } }, async () =>
    service.listPayouts(app.db),
  );

  app.get('/payouts.csv', async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`versements-${new Date().toISOString().slice(0, 7)}.csv`))
      .header('cache-control', 'no-store')
      .send(await service.exportPayoutsCsv(app.db)),
  );

  app.post(
    '/payouts/:id',
    {
      schema: {
        params: beneficiaryIdParamsSchema,
        body: recordPayoutSchema,
        response: { 200: recordPayoutResultSchema },
      },
    },
    async (request) => service.recordPayoutByStaff(app.db, request.params.id, request.body, request.user!.id),
  );
}
