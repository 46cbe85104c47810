import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The spec's client sends `Content-Type: application/json` on every call that is not a form (P12.1), bodiless
 * POSTs such as `/orders/{id}/cancel` included; Fastify refuses an empty body of a declared type with a 400.
 * A request that carries no body is read as one that declares none, so routes without a body work, and routes
 * with one still answer their own French 422.
 */
export default fp(async function emptyBodyPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const { headers } = request;
    const noBody =
      headers['transfer-encoding'] === undefined &&
      (headers['content-length'] === undefined || headers['content-length'] === '0');
    if (noBody && headers['content-type'] !== undefined) delete headers['content-type'];
  });
});
