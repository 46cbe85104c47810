import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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
 * The `'sha256-…'` sources of the inline scripts in the built index.html (the boot script of
 * apps/web/boot-loader.ts, decision 0037). The file is ours and static, so allowing exactly its scripts lets
 * nothing else run. A server-rendered page's inline critical CSS is allowed per answer (plugins/critical-css.ts).
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

/** The policy of an answer that is not a page: nothing may run, load or frame it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers that only a page (or the service worker's script, whose policy governs the worker) acts on. On a script,
 * a style sheet, a picture or JSON they do nothing, and they weighed about 1 KB on each of the hundred answers of a
 * customer's first visit, paid over mobile data: those answers keep nosniff, DENY, CORP and the policy
 * above.
 */
const DOCUMENT_ONLY = [
  'permissions-policy',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const contentType = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');

function isDocument(url: string, reply: FastifyReply): boolean {
  return /^text\/html/.test(contentType(reply)) || url === '/sw.js' || url.startsWith('/sw.js?');
}

/**
 * An SVG opened on its own is a document that could run script: it gets a sandbox where nothing loads or runs
 * (the uploads' policy), not the site's page policy and its companions, about 1 KB on each icon and fallback
 * drawing a page shows.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Scripts, style sheets and raster pictures are never a document that could run script or be framed to trick a
 * click: they keep nosniff and CORP only. About 90 bytes on each of the seventy-odd such answers of a first visit
 * (decision 0053). JSON, SVG and errors keep DENY and the policy that allows nothing.
 */
const NEVER_A_DOCUMENT =
  /^(text\/css|text\/javascript|application\/javascript|image\/(avif|webp|jpeg|png))\b/;

function keepResourceHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
  reply.raw.removeHeader('content-security-policy');
  const type = contentType(reply);
  if (NEVER_A_DOCUMENT.test(type)) {
    reply.removeHeader('x-frame-options');
    reply.raw.removeHeader('x-frame-options');
    return;
  }
  reply.header('content-security-policy', /^image\/svg/.test(type) ? SVG_CSP : RESOURCE_CSP);
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify answers a malformed URL through `frameworkErrors` before any hook runs, so helmet never sees it:
 * this gives those answers the same headers, with a policy for JSON that allows nothing at all.
 */
export function withSecurityHeaders(handler: FrameworkErrorHandler): FrameworkErrorHandler {
  return (error, request, reply) => {
    reply.headers({
      'content-security-policy': RESOURCE_CSP,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
    // Fastify's request here ignores X-Forwarded-Proto: behind a proxy HSTS comes with every other answer.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    handler(error, request, reply);
  };
}

type HelmetMiddleware = (
  req: unknown,
  res: { setHeader(name: string, value: string): void; removeHeader(name: string): void },
  next: (error?: unknown) => void,
) => void;

/**
 * The headers helmet sets for `options`, in the order it sets them, found once by running the very helmet that
 * @fastify/helmet runs (resolved from it, so both stay the same version) on a response that only records them.
 */
export function helmetHeaders(options: FastifyHelmetOptions): [string, string][] {
  const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const makeHelmet = fromFastifyHelmet('helmet') as (options: object) => HelmetMiddleware;
  const headers: [string, string][] = [];
  makeHelmet(options)(
    {},
    {
      setHeader: (name, value) => headers.push([name, value]),
      // X-Powered-By, which Fastify never sends.
      removeHeader: () => {},
    },
    (error) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers on every answer (pages, assets, uploads, API, errors, 404s), through @fastify/helmet; answers
 * that are not pages keep only the headers that act on them (keepResourceHeaders).
 * A route can replace any of them with its own `helmet` option (see @fastify/helmet's route options).
 *
 * @fastify/helmet builds helmet's middleware anew on every request (the CSP directives parsed again), about a
 * fifth of the polled status route's CPU (decision 0011). A route polled that often declares `helmet: false`
 * and `config: { presetSecurityHeaders: true }`: it gets the same headers, in the same order and at the same point
 * (before any other hook can answer), worked out once at start.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const indexFile = path.join(app.env.WEB_DIST_DIR, 'index.html');
    const hashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
    const options = {
      contentSecurityPolicy: { useDefaults: false, directives: siteCsp(hashes) },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, and only over HTTPS: on plain HTTP it is ignored at best, and it would pin a site that
      // is being tried without a certificate.
      strictTransportSecurity: false,
    } satisfies FastifyHelmetOptions;

    await app.register(helmet, options);
    const preset = helmetHeaders(options);

    app.addHook('onRoute', (route) => {
      if (route.config?.presetSecurityHeaders && route.helmet !== false) {
        throw new Error(`${route.method} ${route.url}: presetSecurityHeaders goes with helmet: false`);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isDocument(request.url, reply)) keepResourceHeaders(reply);
      return payload;
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.presetSecurityHeaders) {
        // On the raw response, as helmet sets them: the answer's bytes are those of any other route.
        for (const [name, value] of preset) reply.raw.setHeader(name, value);
      }
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY, so a client cannot fake it.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** With `helmet: false`: helmet's headers, worked out once at start (securityHeadersPlugin). */
    presetSecurityHeaders?: boolean;
  }
}
