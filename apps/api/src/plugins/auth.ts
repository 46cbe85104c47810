import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@lome/shared';
import { AppError } from '../lib/app-error.js';
import type { Role } from '../db/types.js';
import { findUserByToken, type SessionUser } from '../modules/sessions/sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; undefined on public routes. */
    user?: SessionUser;
    token?: string;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unexpired bearer token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: authenticate, then 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const [scheme, token] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Resolves the bearer token to a user; routes opt in with `preHandler: app.authenticate`. */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', undefined);
  app.decorateRequest('token', undefined);

  async function authenticate(request: FastifyRequest) {
    const token = bearer(request);
    const user = token ? await findUserByToken(app.db, token) : undefined;
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
    request.user = user;
    request.token = token;
  }
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(request.user!.role)) throw new AppError(403, 'FORBIDDEN', messages.forbidden);
  });
});
