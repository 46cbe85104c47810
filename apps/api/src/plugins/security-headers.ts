import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Map tiles of the checkout's delivery-pin map (apps/web/src/features/checkout/components/location-map.tsx). */
const MAP_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/** Browser features the site uses: only geolocation, by the site itself (the checkout's "Ma position"). */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** A year; no includeSubDomains: other hosts of the restaurant's domain may not serve HTTPS. */
export const HSTS = 'max-age=31536000';

/**
 * The `'sha256-…'` sources of the inline scripts in the built index.html (the route preloader of
 * apps/web/route-preload.ts). The file is ours and static, so allowing exactly its scripts lets nothing else run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The site's Content-Security-Policy directives. Exported so a route with other needs (an API documentation page)
 * can start from them: `{ helmet: { contentSecurityPolicy: { directives: { ...siteCsp([]), ... } } } }`.
 */
export function siteCsp(scriptHashes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // No inline style sheet: React, react-bootstrap, Leaflet and canvas-confetti set styles through the CSSOM
    // (element.style), which CSP does not govern. Pages rendered on the server (decision 0032) carry their
    // components' `style` attributes in the markup, and hydration does not set them again: attributes only.
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...MAP_TILE_HOSTS],
    'connect-src': ["'self'"],
    // canvas-confetti draws in a worker it builds from a blob.
    'worker-src': ["'self'", 'blob:'],
    // The contact page draws its map as a picture and links out: nothing is framed.
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify answers a malformed URL through `frameworkErrors` before any hook runs, so helmet never sees it:
 * this gives those answers the same headers, with a policy for JSON that allows nothing at all.
 */
export function withSecurityHeaders(handler: FrameworkErrorHandler): FrameworkErrorHandler {
  return (error, request, reply) => {
    reply.headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    // Fastify's request here ignores X-Forwarded-Proto: behind a proxy HSTS comes with every other answer.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    handler(error, request, reply);
  };
}

/**
 * Security headers on every answer (pages, assets, uploads, API, errors, 404s), through @fastify/helmet.
 * A route can replace any of them with its own `helmet` option (see @fastify/helmet's route options).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const indexFile = path.join(app.env.WEB_DIST_DIR, 'index.html');
    const hashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];

    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: siteCsp(hashes) },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, and only over HTTPS: on plain HTTP it is ignored at best, and it would pin a site that
      // is being tried without a certificate.
      strictTransportSecurity: false,
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY, so a client cannot fake it.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
