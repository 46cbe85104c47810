import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaygateClient, type PaygateClient } from './client.js';

declare module 'fastify' {
  interface FastifyInstance {
    paygate: PaygateClient;
  }
}

/** `app.paygate`: PayGate at PAYGATE_BASE_URL, else the simulator on PAYGATE_SIM_PORT (P13.3). */
export default fp(async function paygatePlugin(app: FastifyInstance) {
  const env = app.env;
  app.decorate(
    'paygate',
    createPaygateClient({
      baseUrl: env.PAYGATE_BASE_URL ?? `http://127.0.0.1:${env.PAYGATE_SIM_PORT}`,
      authToken: env.PAYGATE_AUTH_TOKEN,
      timeoutMs: env.PAYGATE_TIMEOUT_MS,
    }),
  );
});
