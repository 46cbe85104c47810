import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak entity tag for a JSON body: compressed and plain bytes are the same JSON, so they share it. */
export const etagOf = (body: Buffer | string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const target = strip(etag);
  return header.split(',').some((t) => strip(t) === target);
}

/**
 * A small answer computed on every request and revalidated on every use (`no-cache`): the browser keeps it, asks
 * with its tag, and gets a bodiless 304 when it has not changed. Never stale, and a page opened again pays a few
 * header bytes instead of the body (decision 0086). Returns what the handler returns.
 */
export function revalidated<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: T,
  cacheControl: 'private, no-cache' | 'public, no-cache',
): T | FastifyReply {
  const etag = etagOf(JSON.stringify(value));
  reply.header('cache-control', cacheControl).header('etag', etag);
  return matchesEtag(request.headers['if-none-match'], etag) ? reply.code(304).send() : value;
}
