import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrlOf } from '../../config/env.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  type LoginInput,
} from '@lome/shared';
import { afterResponse } from '../../lib/after-response.js';
import { byIp } from '../../plugins/rate-limit.js';
import { dropSessionDevices } from '../push/push.service.js';
import { endSession } from '../sessions/sessions.service.js';
import { getUser } from '../users/users.service.js';
import * as auth from './auth.service.js';

const messageSchema = z.object({ message: z.string() });
const FIFTEEN_MINUTES = 15 * 60;

const loginOf = (request: FastifyRequest) => request.body as LoginInput;
/** The account a login tries, as the service looks it up. */
const byAccount = (request: FastifyRequest): string => auth.loginIdentifier(loginOf(request));
/** The account and the address a login comes from: the failures of one never block the other's logins. */
const byAccountAndIp = (request: FastifyRequest): string => `${byAccount(request)}|${request.ip}`;

/** Login, logout, the current user and password change. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const later = afterResponse(app);
  const publicUrl = publicUrlOf(app.env);

  app.post(
    '/users/login',
    {
      schema: { body: loginSchema, response: { 200: loginResponseSchema } },
      // Only failures count. Per account *and* address, so a stranger guessing never locks the owner out of
      // their own logins from elsewhere (decision 0015); the owner is e-mailed once per window. The per-address
      // cap across accounts is loose: mobile networks put many customers behind one address.
      preHandler: app.rateLimit(
        {
          name: 'login-account-ip',
          max: 10,
          windowSeconds: FIFTEEN_MINUTES,
          key: byAccountAndIp,
          refundOnSuccess: true,
          onLimited: {
            key: byAccount,
            notify: (request, reply) =>
              later(reply, 'login throttle notice', () =>
                auth.warnLoginThrottled(app.db, app.mailer, {
                  login: loginOf(request),
                  address: request.ip,
                  minutes: FIFTEEN_MINUTES / 60,
                  publicUrl,
                }),
              ),
          },
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
      // The phone stops receiving this account's notifications with its session (decision 0045).
      await dropSessionDevices(app.db, request.token!);
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
