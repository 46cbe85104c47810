import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPublicationListSchema,
  adminPublicationSchema,
  catalogueMessages,
  publicationFormSchema,
  recordIdSchema,
} from '@lome/shared';
import { multipartLimits, parseFormFields, readMultipartForm } from '../../lib/uploads.js';
import * as service from './publications.service.js';

const idParams = z.object({ id: recordIdSchema(catalogueMessages.publicationRef) });

/** Articles of /blog, written by admins: multipart forms carrying an optional picture. */
export default async function publicationAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { ...multipartLimits, files: 1 } });

  const deps = (actorId: string) => ({ db: app.db, dataDir: app.env.DATA_DIR, actorId });

  app.get('/publications', { schema: { response: { 200: adminPublicationListSchema } } }, async () => ({
    publications: await service.listPublicationsForAdmin(app.db),
  }));

  app.post(
    '/publications',
    { schema: { response: { 201: adminPublicationSchema } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, ['image']);
      const input = parseFormFields(publicationFormSchema, form.fields);
      const created = await service.createPublication(deps(request.user!.id), input, form.pictures.image);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/publications/:id',
    { schema: { params: idParams, response: { 200: adminPublicationSchema } } },
    async (request) => {
      const form = await readMultipartForm(request, ['image']);
      const input = parseFormFields(publicationFormSchema, form.fields);
      return service.updatePublication(deps(request.user!.id), request.params.id, input, form.pictures.image);
    },
  );

  app.delete('/publications/:id', { schema: { params: idParams } }, async (request, reply) => {
    await service.deletePublication(deps(request.user!.id), request.params.id);
    return reply.code(204).send();
  });
}
