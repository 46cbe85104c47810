import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../../config/env.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authMessages,
  forgotPasswordSchema,
  resetPasswordSchema,
  successResponseSchema,
  validateResetCodeSchema,
} from '@lome/shared';
import { afterResponse } from '../../lib/after-response.js';
import { byBodyEmail, byIp } from '../../plugins/rate-limit.js';
import * as reset from './password-reset.service.js';

const FIFTEEN_MINUTES = 15 * 60;

/** Forgotten password: request a code by e-mail, check it, set a new password. */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const later = afterResponse(app);
  const publicUrl = publicUrlOf(app.env);
  // Shared by both code checks: guessing through either call uses the same allowance.
  const codeLimit = app.rateLimit({
    name: 'reset-code-ip',
    max: 20,
    windowSeconds: FIFTEEN_MINUTES,
    key: byIp,
  });

  app.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: successResponseSchema } },
      // Each request e-mails someone: limit per address as well as per caller.
      preHandler: app.rateLimit(
        { name: 'forgot-email', max: 5, windowSeconds: FIFTEEN_MINUTES, key: byBodyEmail },
        { name: 'forgot-ip', max: 20, windowSeconds: FIFTEEN_MINUTES, key: byIp },
      ),
    },
    // Everything, the account lookup included, happens after the answer: a known and an unknown e-mail are
    // answered alike and in the same time, however slow the mail server is.
    async (request, reply) => {
      later(reply, 'password reset e-mail', () =>
        reset.requestReset(app.db, app.mailer, publicUrl, request.body),
      );
      return { success: true, message: authMessages.resetRequested };
    },
  );

  app.post(
    '/validate-reset-code',
    {
      schema: { body: validateResetCodeSchema, response: { 200: successResponseSchema } },
      preHandler: codeLimit,
    },
    async (request) => {
      await reset.validateCode(app.db, request.body);
      return { success: true, message: authMessages.resetCodeValid };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: successResponseSchema } },
      preHandler: codeLimit,
    },
    async (request) => {
      await reset.resetPassword(app.db, request.body);
      return { success: true, message: authMessages.resetDone };
    },
  );
}
