import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { restaurant } from '@lome/shared';

/** What a link preview of a page shows: link crawlers (WhatsApp, Facebook...) run no script, so the server says it. */
export type PageMeta = {
  title: string;
  description: string;
  /** A path on this site or an absolute URL. */
  image?: string;
  imageAlt?: string;
};

type WebOptions = {
  distDir: string;
  /** The site's address (PUBLIC_URL), for the absolute URLs previews need. */
  publicUrl: string;
  /** A dish page's meta (/menu/{id}); undefined when the id is not on the menu. Given by app.ts. */
  dishMeta?: (id: string) => Promise<PageMeta | undefined>;
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

/** The built index.html's own title and description: what every page says until its script runs. */
export function siteMeta(html: string): PageMeta {
  return {
    title: html.match(TITLE)?.[1]?.trim() ?? restaurant.name,
    description: html.match(DESCRIPTION)?.[1] ?? '',
  };
}

/**
 * index.html with the page's title and description and its Open Graph and Twitter tags, every value escaped.
 * Only meta tags change: the inline scripts, which the CSP allows by hash (plugins/security-headers.ts), stay as built.
 */
export function withPageMeta(html: string, meta: PageMeta, pageUrl: string, publicUrl: string): string {
  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const tags = [
    property('og:type', 'website'),
    property('og:site_name', restaurant.name),
    property('og:locale', 'fr_FR'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', pageUrl),
    ...(meta.image
      ? [property('og:image', absolute(meta.image)), property('og:image:alt', meta.imageAlt ?? meta.title)]
      : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
  ];
  const description = named('description', meta.description);
  let page = html.replace(TITLE, () => `<title>${escapeHtml(meta.title)}</title>`);
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => description)
    : page.replace(/<\/head>/i, () => `${description}</head>`);
  return page.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated, history fallback. */
export default async function webPlugin(app: FastifyInstance, opts: WebOptions) {
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
      // The web app manifest under the type registered for it (0034).
      if (filePath.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json');
      // Everything outside /assets/, sw.js included, is revalidated: the browser's update check of the service
      // worker then sees a new build at once, and the worker announces it ("Nouvelle version disponible", 0034).
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  const { dishMeta } = opts;
  if (dishMeta) {
    // Read once, like the CSP's script hashes: a new build is served after a restart.
    const template = fs.readFileSync(indexFile, 'utf8');
    const publicUrl = opts.publicUrl.replace(/\/+$/, '');
    const notFound = withPageMeta(template, siteMeta(template), `${publicUrl}/menu`, publicUrl);
    // A dish's own address (/menu/{id}): shared on WhatsApp, its preview shows the dish. The SPA does the rest.
    app.get<{ Params: { id: string } }>('/menu/:id', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const { id } = request.params;
      if (!id) return reply.sendFile('index.html');
      let meta: PageMeta | undefined;
      try {
        meta = await dishMeta(id);
      } catch (err) {
        // The page still loads and shows the menu's own error; only the preview is generic.
        request.log.error({ err }, 'dish page meta unavailable');
        return reply.send(notFound);
      }
      if (!meta) return reply.code(404).send(notFound);
      return reply.send(
        withPageMeta(template, meta, `${publicUrl}/menu/${encodeURIComponent(id)}`, publicUrl),
      );
    });
  }

  // Client-side routes (/menu, /cart...) all answer index.html; unknown /api paths stay JSON 404s.
  app.get('/*', (request, reply) => {
    // A missing hashed asset (an old build's chunk) must fail as a 404, not load the page as script.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Ressource introuvable.', code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
