import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
} from '@lome/shared';
import { byBodyEmail, byIp } from '../../plugins/rate-limit.js';
import { endSession } from '../sessions/sessions.service.js';
import { getUser } from '../users/users.service.js';
import * as auth from './auth.service.js';

const messageSchema = z.object({ message: z.string() });
const FIFTEEN_MINUTES = 15 * 60;

/** Login, logout, the current user and password change. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/login',
    {
      schema: { body: loginSchema, response: { 200: loginResponseSchema } },
      // Only failures count, so a burst of guesses on one account is stopped while real logins go through.
      // The per-address cap is loose: mobile networks put many customers behind one address.
      preHandler: app.rateLimit(
        {
          name: 'login-account',
          max: 10,
          windowSeconds: FIFTEEN_MINUTES,
          key: byBodyEmail,
          refundOnSuccess: true,
        },
        { name: 'login-ip', max: 100, windowSeconds: FIFTEEN_MINUTES, key: byIp, refundOnSuccess: true },
      ),
    },
    async (request) => {
      const { token, expiresAt, user } = await auth.login(
        app.db,
        { tokenTtlHours: app.env.TOKEN_TTL_HOURS, rememberMeTtlDays: app.env.REMEMBER_ME_TTL_DAYS },
        request.body,
      );
      return {
        message: authMessages.loginSuccess,
        authorisation: { token, type: 'bearer' as const, expires_at: expiresAt },
        user,
      };
    },
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await endSession(app.db, request.token!);
      return { message: authMessages.logoutSuccess };
    },
  );

  app.get(
    '/me',
    { onRequest: app.authenticate, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({
      user: await getUser(app.db, request.user!.id),
    }),
  );

  app.post(
    '/changepassword',
    {
      schema: { body: changePasswordSchema, response: { 200: messageSchema } },
      onRequest: app.authenticate,
      preHandler: app.rateLimit({
        name: 'change-password',
        max: 10,
        windowSeconds: FIFTEEN_MINUTES,
        key: (request) => request.user?.id,
        refundOnSuccess: true,
      }),
    },
    async (request) => {
      await auth.changePassword(app.db, request.user!.id, request.token!, request.body);
      return { message: authMessages.passwordChanged };
    },
  );
}
