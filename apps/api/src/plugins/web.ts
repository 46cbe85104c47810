import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated, history fallback. */
export default async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: run `npm run build` to serve the site');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    // Served as built: .br/.gz made by the web build's precompress step, our own cache headers below.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // Client-side routes (/menu, /cart...) all answer index.html; unknown /api paths stay JSON 404s.
  app.get('/*', (request, reply) => {
    // A missing hashed asset (an old build's chunk) must fail as a 404, not load the page as script.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Ressource introuvable.', code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
