import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favoriteListSchema, favoriteMergeSchema, favoriteParamsSchema } from '@lome/shared';
import * as service from './favorites.service.js';

/** The hearts of a logged-in customer (P11.2 `/favorites`), kept on the account. */
export default async function favoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/favorites',
    { onRequest: app.authenticate, schema: { response: { 200: favoriteListSchema } } },
    async (request) => ({ dish_ids: await service.listFavorites(app.db, request.user!.id) }),
  );

  app.put(
    '/favorites/:dish_id',
    { onRequest: app.authenticate, schema: { params: favoriteParamsSchema } },
    async (request, reply) => {
      await service.addFavorite(app.db, request.user!.id, request.params.dish_id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/favorites/:dish_id',
    { onRequest: app.authenticate, schema: { params: favoriteParamsSchema } },
    async (request, reply) => {
      await service.removeFavorite(app.db, request.user!.id, request.params.dish_id);
      return reply.code(204).send();
    },
  );

  // At login the browser hands over the hearts given as a visitor.
  app.post(
    '/favorites/merge',
    {
      onRequest: app.authenticate,
      schema: { body: favoriteMergeSchema, response: { 200: favoriteListSchema } },
    },
    async (request) => ({
      dish_ids: await service.mergeFavorites(app.db, request.user!.id, request.body.dish_ids),
    }),
  );
}
