import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { openScope } from '../lib/request-scope.js';

/** Gives each request a scope of its own for the rest of its handling (lib/request-scope.ts), closed once answered. */
export default fp(async function requestScopePlugin(app: FastifyInstance) {
  const scopes = new WeakMap<FastifyRequest, { close: () => void }>();
  app.addHook('onRequest', (request, _reply, done) => {
    scopes.set(request, openScope(done));
  });
  app.addHook('onResponse', async (request) => {
    scopes.get(request)?.close();
  });
});
