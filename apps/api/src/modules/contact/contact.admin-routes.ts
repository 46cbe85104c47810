import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactMessageListSchema,
  adminContactMessageSchema,
  adminContactMessagesQuerySchema,
  adminMessagesTexts,
  contactMessageReadSchema,
  recordIdSchema,
} from '@lome/shared';
import * as service from './contact.service.js';

const idParams = z.object({ id: recordIdSchema(adminMessagesTexts.notFound) });

/** The contact messages' inbox for admins (P11.2): read them, mark them read or unread. */
export default async function contactAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/contact-messages',
    {
      schema: {
        querystring: adminContactMessagesQuerySchema,
        response: { 200: adminContactMessageListSchema },
      },
    },
    async (request) => service.listContactMessages(app.db, request.query.filter),
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        params: idParams,
        body: contactMessageReadSchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    async (request) =>
      service.markContactMessage(app.db, request.params.id, request.body.read, request.user!.id),
  );
}
