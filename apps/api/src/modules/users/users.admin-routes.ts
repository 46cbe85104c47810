import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserActiveSchema,
  adminUserMessages,
  adminUserRoleSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  recordIdSchema,
  staffUsersQuerySchema,
} from '@lome/shared';
import { listUsersForAdmin, setUserActive, setUserRole } from './users.admin-service.js';

const idParams = z.object({ id: recordIdSchema(adminUserMessages.notFound) });

/** Accounts in the back-office: search, staff role, deactivation. Admins only. */
export default async function usersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    { schema: { querystring: staffUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => {
      const { q, limit, offset } = request.query;
      return { users: await listUsersForAdmin(app.db, { search: q, limit, offset }) };
    },
  );

  app.post(
    '/users/:id/role',
    { schema: { params: idParams, body: adminUserRoleSchema, response: { 200: adminUserSchema } } },
    async (request) => setUserRole(app.db, request.user!.id, request.params.id, request.body.role),
  );

  app.post(
    '/users/:id/active',
    { schema: { params: idParams, body: adminUserActiveSchema, response: { 200: adminUserSchema } } },
    async (request) => setUserActive(app.db, request.user!.id, request.params.id, request.body.active),
  );
}
