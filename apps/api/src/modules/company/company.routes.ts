import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyAcceptSchema,
  companyInvitationInfoSchema,
  companyInviteResponseSchema,
  companyInviteSchema,
  companyMembersSchema,
  companyMessages,
  companyOrdersSchema,
  companySupportSchema,
  invoiceMonthSchema,
  recordIdSchema,
} from '@lome/shared';
import { publicUrlOf } from '../../config/env.js';
import { attachment } from '../../lib/csv.js';
import * as service from './company.service.js';

const messageSchema = z.object({ message: z.string() });

/** Colleagues on one company account, their orders, and the direct line of priority support (P9.6). */
export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.post(
    '/company/members',
    {
      ...auth,
      schema: { body: companyInviteSchema, response: { 201: companyInviteResponseSchema } },
      // Each invitation is an e-mail the site sends to an address it was given: a holder sends a few a day.
      preHandler: app.rateLimit({
        name: 'company-invite',
        max: 30,
        windowSeconds: 3600,
        key: (request) => request.user?.id,
      }),
    },
    async (request, reply) => {
      const invitation = await service.inviteMember(
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl: publicUrlOf(app.env) },
        request.user!.id,
        request.body.email,
      );
      reply.status(201);
      return { message: companyMessages.invited, invitation };
    },
  );

  app.get(
    '/company/members',
    { ...auth, schema: { response: { 200: companyMembersSchema } } },
    async (request) => service.listMembers(app.db, request.user!.id),
  );

  app.delete(
    '/company/members/:id',
    {
      ...auth,
      schema: {
        params: z.object({ id: recordIdSchema(companyMessages.memberNotFound) }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.removeMember(app.db, request.user!.id, request.params.id);
      return { message: companyMessages.removed };
    },
  );

  app.get(
    '/company/orders',
    { ...auth, schema: { response: { 200: companyOrdersSchema } } },
    async (request) => service.listCompanyOrders(app.db, request.user!.id),
  );

  // The monthly statement (P9.5): `.pdf` and `.csv` of the same month, for the holder.
  for (const format of ['pdf', 'csv'] as const) {
    app.get(
      `/company/statements/:month.${format}`,
      { ...auth, schema: { params: z.object({ month: invoiceMonthSchema }) } },
      async (request, reply) => {
        const { filename, body } = await service.getStatement(
          app.db,
          request.user!.id,
          request.params.month,
          format,
        );
        return reply
          .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(filename))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }

  app.get(
    '/company/support',
    { ...auth, schema: { response: { 200: companySupportSchema } } },
    async (request) => service.getCompanySupport(app.db, request.user!.id),
  );

  // The link of the e-mail: what the page shows before signing up or logging in. 256 random bits: no guessing.
  app.get(
    '/company/invitations/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(128) }),
        response: { 200: companyInvitationInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getInvitationInfo(app.db, request.params.token);
    },
  );

  // The holder takes back an invitation not yet accepted; a second tap answers the same.
  app.delete(
    '/company/invitations/:id',
    {
      ...auth,
      schema: {
        params: z.object({ id: recordIdSchema(companyMessages.invitationNotFound) }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.revokeInvitation(app.db, request.user!.id, request.params.id);
      return { message: companyMessages.revoked };
    },
  );

  app.post(
    '/company/invitations/accept',
    { ...auth, schema: { body: companyAcceptSchema, response: { 200: messageSchema } } },
    async (request) => {
      await app.db
        .transaction()
        .execute((trx) => service.acceptInvitation(trx, request.body.token, request.user!.id));
      return { message: companyMessages.joined };
    },
  );
}
