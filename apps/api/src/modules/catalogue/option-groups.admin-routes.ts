import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDishParamsSchema,
  adminMenuDishSchema,
  adminOptionGroupListSchema,
  adminOptionGroupSchema,
  dishOptionGroupsSchema,
  dishPortionsSchema,
  optionGroupInputSchema,
  optionGroupParamsSchema,
} from '@lome/shared';
import { setDishOptionGroups, setDishPortions } from './dish-options.admin-service.js';
import {
  createOptionGroup,
  deleteOptionGroup,
  listOptionGroups,
  updateOptionGroup,
} from './option-groups.admin-service.js';

/**
 * What a dish can carry, edited under /api/admin (admins only, decision 0081): groups of choices defined once,
 * attached to dishes in order, and today's portions. Audited, and the public menu renews with each write.
 */
export default async function optionGroupAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { user?: { id: string } | null }) => request.user!.id;

  app.get('/option-groups', { schema: { response: { 200: adminOptionGroupListSchema } } }, async () => ({
    groups: await listOptionGroups(app.db),
  }));
  app.post(
    '/option-groups',
    { schema: { body: optionGroupInputSchema, response: { 201: adminOptionGroupSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createOptionGroup(app.db, actor(request), request.body)),
  );
  app.put(
    '/option-groups/:id',
    {
      schema: {
        params: optionGroupParamsSchema,
        body: optionGroupInputSchema,
        response: { 200: adminOptionGroupSchema },
      },
    },
    async (request) => updateOptionGroup(app.db, actor(request), request.params.id, request.body),
  );
  app.delete(
    '/option-groups/:id',
    { schema: { params: optionGroupParamsSchema } },
    async (request, reply) => {
      await deleteOptionGroup(app.db, actor(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/dishes/:id/option-groups',
    {
      schema: {
        params: adminDishParamsSchema,
        body: dishOptionGroupsSchema,
        response: { 200: adminMenuDishSchema },
      },
    },
    async (request) =>
      setDishOptionGroups(app.db, actor(request), request.params.id, request.body.group_ids, app.clock.now()),
  );
  app.put(
    '/dishes/:id/portions',
    {
      schema: {
        params: adminDishParamsSchema,
        body: dishPortionsSchema,
        response: { 200: adminMenuDishSchema },
      },
    },
    async (request) =>
      setDishPortions(app.db, actor(request), request.params.id, request.body.portions, app.clock.now()),
  );
}
