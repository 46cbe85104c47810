import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@lome/shared';
import { AppError } from '../lib/app-error.js';
import type { Db } from '../db/connection.js';
import type { Role, User } from '../db/types.js';

/** The signed-in account as every route sees it. */
export type SessionUser = Pick<User, 'id' | 'email' | 'firstname' | 'lastname' | 'role' | 'user_status'>;

export type AuthOptions = {
  /**
   * The account behind an unexpired session token, found by the sessions module. Passed in by app.ts because
   * plugins sit below modules and never import them (STYLE.md, held by lint).
   */
  findUser: (db: Db, token: string) => Promise<SessionUser | undefined>;
};

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; undefined on public routes. */
    user?: SessionUser;
    token?: string;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid, unexpired bearer token is sent. */
    authenticate: AuthHook;
    /** onRequest hook: authenticate, then 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => AuthHook;
  }
  interface FastifyContextConfig {
    /**
     * Set on the live streams: EventSource cannot send an Authorization header, so their session token may come
     * as `?access_token=` when no header is sent (decisions 0023, 0054); the session and role checks are the same.
     */
    tokenInQuery?: boolean;
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const [scheme, token] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The session token: the header's, or on a `tokenInQuery` route without that header, `?access_token=`. */
function sessionToken(request: FastifyRequest): string | undefined {
  if (request.headers.authorization || !request.routeOptions.config.tokenInQuery) return bearer(request);
  const token = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof token === 'string' && token ? token : undefined;
}

// Hooks that run after the body is parsed and validated: a session check there would answer a logged-out
// caller with the form's validation errors instead of 401.
const lateHooks = ['preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Resolves the bearer token to a user; routes opt in with `onRequest: app.authenticate`, role groups with
 * `app.requireRole` (role-routes.ts).
 */
export default fp(async function authPlugin(app: FastifyInstance, { findUser }: AuthOptions) {
  app.decorateRequest('user', undefined);
  app.decorateRequest('token', undefined);

  const authHooks = new WeakSet<AuthHook>();

  const authenticate: AuthHook = async (request) => {
    const token = sessionToken(request);
    const user = token ? await findUser(app.db, token) : undefined;
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
    request.user = user;
    request.token = token;
  };
  authHooks.add(authenticate);
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => {
    const hook: AuthHook = async (request, reply) => {
      await authenticate(request, reply);
      if (!roles.includes(request.user!.role)) throw new AppError(403, 'FORBIDDEN', messages.forbidden);
    };
    authHooks.add(hook);
    return hook;
  });

  // Refuses at start-up a route that checks the session too late, rather than let it answer 422 to strangers.
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const name of lateHooks) {
      const hooks = [route[name] ?? []].flat() as AuthHook[];
      if (hooks.some((hook) => authHooks.has(hook))) {
        throw new Error(`${route.method} ${route.url}: authenticate in onRequest, not ${name}`);
      }
    }
  });
});
