import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  adminCategoryCreateSchema,
  adminCategoryParamsSchema,
  adminCategoryUpdateSchema,
  adminDishCreateSchema,
  adminDishParamsSchema,
  adminDishUpdateSchema,
  adminMenuCategorySchema,
  adminMenuDishSchema,
  adminMenuSchema,
  adminMoveSchema,
  adminPictureSchema,
  menuMessages,
} from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import { multipartLimits, readMultipartForm } from '../../lib/uploads.js';
import { getAdminMenu, storePicture } from './catalogue.admin-service.js';
import { createCategory, deleteCategory, moveCategory, updateCategory } from './categories.admin-service.js';
import { createDish, deleteDish, moveDish, updateDish } from './dishes.admin-service.js';

/**
 * The menu editor's routes under /api/admin (admins only): categories and dishes created, edited,
 * reordered, hidden or deleted when nothing points at them, dishes sold out for the day, photos uploaded. Every
 * write bumps the catalogue version (the public menu's ETag moves) and is audited in the same transaction.
 */
export default async function catalogueAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { ...multipartLimits, files: 1 } });

  const actor = (request: { user?: { id: string } | null }) => request.user!.id;

  app.get('/menu', { schema: { response: { 200: adminMenuSchema } } }, async () =>
    getAdminMenu(app.db, app.clock.now()),
  );

  app.post(
    '/categories',
    { schema: { body: adminCategoryCreateSchema, response: { 201: adminMenuCategorySchema } } },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app.db, actor(request), request.body)),
  );
  app.patch(
    '/categories/:id',
    {
      schema: {
        params: adminCategoryParamsSchema,
        body: adminCategoryUpdateSchema,
        response: { 200: adminMenuCategorySchema },
      },
    },
    async (request) => updateCategory(app.db, actor(request), request.params.id, request.body),
  );
  app.post(
    '/categories/:id/move',
    {
      schema: {
        params: adminCategoryParamsSchema,
        body: adminMoveSchema,
        response: { 200: z.array(adminMenuCategorySchema) },
      },
    },
    async (request) => moveCategory(app.db, actor(request), request.params.id, request.body.direction),
  );
  app.delete('/categories/:id', { schema: { params: adminCategoryParamsSchema } }, async (request, reply) => {
    await deleteCategory(app.db, actor(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/dishes',
    { schema: { body: adminDishCreateSchema, response: { 201: adminMenuDishSchema } } },
    async (request, reply) => reply.code(201).send(await createDish(app.db, actor(request), request.body)),
  );
  app.patch(
    '/dishes/:id',
    {
      schema: {
        params: adminDishParamsSchema,
        body: adminDishUpdateSchema,
        response: { 200: adminMenuDishSchema },
      },
    },
    async (request) => updateDish(app.db, actor(request), request.params.id, request.body, app.clock.now()),
  );
  app.post(
    '/dishes/:id/move',
    {
      schema: {
        params: adminDishParamsSchema,
        body: adminMoveSchema,
        response: { 200: z.array(adminMenuDishSchema) },
      },
    },
    async (request) => moveDish(app.db, actor(request), request.params.id, request.body.direction),
  );
  app.delete('/dishes/:id', { schema: { params: adminDishParamsSchema } }, async (request, reply) => {
    await deleteDish(app.db, app.dishReferences, actor(request), request.params.id);
    return reply.code(204).send();
  });

  // The photo comes first and alone; the dish or category then names the returned `image` in its own write.
  app.post(
    '/catalogue/pictures',
    { schema: { response: { 201: adminPictureSchema } } },
    async (request, reply) => {
      const { pictures } = await readMultipartForm(request, ['picture']);
      const picture = pictures.picture;
      if (!picture) {
        throw new AppError(422, 'PICTURE_REQUIRED', menuMessages.pictureRequired, {
          picture: [menuMessages.pictureRequired],
        });
      }
      return reply.code(201).send(await storePicture(app.env.DATA_DIR, picture));
    },
  );
}
