import type { FastifyInstance } from 'fastify';

const VALIDATORS = ['etag', 'last-modified', 'accept-ranges'];

/**
 * Files served under a name whose content never changes (cached a year, `immutable`): a browser never asks whether
 * they changed, nor for a part of one, so their validators and range support are bytes for nothing, about 90 on
 * each of the seventy-odd scripts and pictures of a first visit over mobile data (decision 0053).
 */
export function dropValidatorsOfImmutableFiles(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const cache = reply.getHeader('cache-control') ?? reply.raw.getHeader('cache-control');
    if (String(cache ?? '').includes('immutable')) {
      for (const name of VALIDATORS) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    }
    return payload;
  });
}
