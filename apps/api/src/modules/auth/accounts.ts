import type { FastifyInstance } from 'fastify';
import passwordResetRoutes from '../password-reset/password-reset.routes.js';
import referralRoutes from '../referral/referral.routes.js';
import usersRoutes, { type AcceptInvitation } from '../users/users.routes.js';
import authRoutes from './auth.routes.js';

/** Every accounts call of P12.1: login and sessions, registration and profile, password reset, referral check. */
export default async function accountsRoutes(
  app: FastifyInstance,
  opts: { acceptInvitation: AcceptInvitation },
) {
  await app.register(authRoutes);
  await app.register(usersRoutes, { acceptInvitation: opts.acceptInvitation });
  await app.register(passwordResetRoutes);
  await app.register(referralRoutes);
}
