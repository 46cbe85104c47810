import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  meResponseSchema,
  payoutAccountMessages,
  payoutAccountResponseSchema,
  payoutAccountSchema,
  pictureResponseSchema,
  profileUpdateSchema,
  registerResponseSchema,
  registerSchema,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { multipartLimits, parseFormFields, readMultipartForm } from '../../lib/uploads.js';
import { byIp } from '../../plugins/rate-limit.js';
import { createSession } from '../sessions/sessions.service.js';
import {
  getPayoutAccount,
  setPayoutAccount,
  updateProfile,
  updateProfilePicture,
} from './profile.service.js';
import { registerUser } from './registration.service.js';

/**
 * Accepts a colleague's invitation for the account just made, in its transaction: the company module's, handed
 * over by app.ts so that users does not import company (which reads accounts through users).
 */
export type AcceptInvitation = (trx: Db, token: string, userId: string) => Promise<void>;

/** Registration, profile and pictures (multipart forms); the admins' account routes are in users.admin-routes.ts. */
export default async function usersRoutes(
  fastify: FastifyInstance,
  opts: { acceptInvitation: AcceptInvitation },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Scoped here: only these forms take files.
  await app.register(multipart, { limits: multipartLimits });

  app.post(
    '/users/register',
    {
      schema: { response: { 201: registerResponseSchema } },
      // Every attempt counts: a refused one (an e-mail already used) tells as much as an accepted one.
      preHandler: app.rateLimit({
        name: 'register-ip',
        max: app.env.REGISTER_LIMIT_PER_HOUR,
        windowSeconds: 3600,
        key: byIp,
      }),
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, ['picture_user'], ['picture_nif', 'picture_ceo']);
      const input = parseFormFields(registerSchema, form.fields);
      const token = input.invitation_token;
      // A colleague's invitation link: the account joins the company in the transaction that creates it.
      const joinCompany = token ? (trx: Db, id: string) => opts.acceptInvitation(trx, token, id) : undefined;
      const { user, paymentInfo } = await registerUser(
        app.db,
        app.env.DATA_DIR,
        input,
        form.pictures,
        joinCompany,
      );
      // The welcome e-mail leaves now rather than at the outbox worker's next turn.
      await app.outbox.drain();
      reply.status(201);
      // Signed in at once, as a login would: the customer goes on to where they were going, and a new sponsor
      // to /sponsor-payment, which pays as that account (P7.6).
      const session = await createSession(app.db, user.id, app.env.TOKEN_TTL_HOURS * 3_600_000);
      const authorisation = { token: session.token, type: 'bearer' as const, expires_at: session.expiresAt };
      if (!paymentInfo)
        return { message: authMessages.registerSuccess, requires_payment: false, user, authorisation };
      return {
        message: authMessages.registerSponsorSuccess,
        requires_payment: true,
        user,
        payment_info: paymentInfo,
        authorisation,
      };
    },
  );

  app.post(
    '/update-picture',
    { onRequest: app.authenticate, schema: { response: { 200: meResponseSchema } } },
    async (request) => {
      const form = await readMultipartForm(request, ['picture_user']);
      const patch = parseFormFields(profileUpdateSchema, form.fields);
      const user = await updateProfile(
        app.db,
        app.env.DATA_DIR,
        request.user!.id,
        patch,
        form.pictures.picture_user,
      );
      return { user };
    },
  );

  app.post(
    '/update-profile-picture',
    { onRequest: app.authenticate, schema: { response: { 200: pictureResponseSchema } } },
    async (request) => {
      const form = await readMultipartForm(request, ['picture_user']);
      const picture = form.pictures.picture_user;
      if (!picture) {
        throw new AppError(422, 'PICTURE_REQUIRED', authMessages.pictureRequired, {
          picture_user: [authMessages.pictureRequired],
        });
      }
      const url = await updateProfilePicture(app.db, app.env.DATA_DIR, request.user!.id, picture);
      return { message: authMessages.profileUpdated, picture_user: url };
    },
  );

  app.get(
    '/me/payout-account',
    { onRequest: app.authenticate, schema: { response: { 200: payoutAccountResponseSchema } } },
    (request) => getPayoutAccount(app.db, request.user!.id),
  );

  app.put(
    '/me/payout-account',
    {
      onRequest: app.authenticate,
      schema: {
        body: payoutAccountSchema,
        response: { 200: payoutAccountResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: payoutAccountMessages.saved,
      ...(await setPayoutAccount(app.db, request.user!.id, request.body)),
    }),
  );
}
