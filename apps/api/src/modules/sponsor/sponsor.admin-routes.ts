import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSponsorListSchema, adminSponsorSchema, sponsorIdParamsSchema } from '@lome/shared';
import { handOverKit, listSponsorActivations } from '../users/sponsor-activations.service.js';

/** Sponsor activations and their dish kits, for admins (P7.6, P10.2). */
export default async function sponsorAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/sponsors', { schema: { response: { 200: adminSponsorListSchema } } }, async () => ({
    sponsors: await listSponsorActivations(app.db),
  }));

  app.post(
    '/sponsors/:id/kit',
    { schema: { params: sponsorIdParamsSchema, response: { 200: adminSponsorSchema } } },
    async (request) => handOverKit(app.db, request.params.id, request.user!.id),
  );
}
