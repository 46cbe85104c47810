import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cspAllowingStyle, withCriticalCss } from './critical-css.js';
import { dropValidatorsOfImmutableFiles } from '../lib/immutable-files.js';
import { siteMeta, withPageMeta, withRenderedPage, type PageMeta } from './web-html.js';
import { pageRenderer, type RenderedPage, type RenderOptions } from './web-render.js';

/** The worker's imported scripts as the web build names them, with the hash of their content: Workbox's runtime
 * (workbox-8faaa755.js) and our own (sw-extra-1f2e3d4c.js, decision 0086). */
const WORKER_IMPORT = /^(workbox|sw-extra)-[0-9a-f]{8}\.js$/;
/** How long a browser keeps the icons without asking: a week. */
const ICON_MAX_AGE_S = 7 * 24 * 3600;

type WebOptions = RenderOptions & {
  /** The site's address (PUBLIC_URL), for the absolute URLs previews need. */
  publicUrl: string;
  /** A dish page's meta (/menu/{id}); undefined when the id is not on the menu. Given by app.ts. */
  dishMeta?: (id: string) => Promise<PageMeta | undefined>;
};

type FinalPage = { html: string; br?: Buffer };
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };

/** Whether an Accept-Encoding header takes Brotli (`br`, with no q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The pages most visits start on: rendered and compressed at Brotli's best as soon as the server listens. */
const LANDING_PAGES = ['/', '/menu'];
/** How often a listening server looks for a new catalogue version, to make the landing pages ready again. */
export const LANDING_REFRESH_MS = 10_000;

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated, history fallback. */
export default async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: run `npm run build` to serve the site');
    return;
  }
  dropValidatorsOfImmutableFiles(app);
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    // The server's render is loaded below, never served; '/' is a rendered page, not the bare index.html.
    globIgnore: ['server/**'],
    index: false,
    // Served as built: .br/.gz made by the web build's precompress step, our own cache headers below.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      // The web app manifest under the type registered for it (0034).
      if (filePath.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json');
      // Everything outside /assets/, sw.js included, is revalidated: the browser's update check of the service
      // worker then sees a new build at once, and the worker announces it ("Nouvelle version disponible", 0034).
      // The worker's imported scripts carry their hash in their name like the assets: the worker's update check,
      // which reads imported scripts through the HTTP cache, then does not ask for them on every page.
      // (The file may be its .br or .gz copy: the name is read without that suffix.)
      // The icons (the tab's, the installed app's) keep their names from one build to the next: asked at most
      // once a week, not on every page a phone opens (decision 0086).
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) || WORKER_IMPORT.test(name)
          ? 'public, max-age=31536000, immutable'
          : filePath.includes(`${path.sep}icons${path.sep}`)
            ? `public, max-age=${ICON_MAX_AGE_S}`
            : 'no-cache',
      );
    },
  });

  // Read once, like the CSP's script hashes: a new build is served after a restart.
  const template = fs.readFileSync(indexFile, 'utf8');
  const renderPage = await pageRenderer(app, opts, template);
  /** A render framed in its index.html, once per (render, frame), with its Brotli once made (below). */
  const finals = new WeakMap<RenderedPage, Map<string, FinalPage>>();
  const finalPage = (rendered: RenderedPage, frame: string): FinalPage => {
    let byFrame = finals.get(rendered);
    if (!byFrame) finals.set(rendered, (byFrame = new Map()));
    let final = byFrame.get(frame);
    if (!final) {
      const page = withRenderedPage(frame, rendered);
      const made: FinalPage = { html: rendered.critical ? withCriticalCss(page, rendered.critical) : page };
      // A kept page is sent many times: compressed once, in the background, at Brotli's best quality rather than
      // the quality 4 of compression on the fly: about a sixth fewer bytes (decision 0037; /menu, 15.9 KB so, no
      // longer fits in a new connection's first round trip, decision 0090).
      zlib.brotliCompress(made.html, BEST_BROTLI, (err, br) => {
        if (!err) made.br = br;
      });
      byFrame.set(frame, (final = made));
    }
    return final;
  };
  /**
   * Sends index.html, with the page rendered in it when it is a public page and the render is available, and then
   * its critical CSS inline, allowed by its hash in this answer's CSP.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const rendered = renderPage && (await renderPage(request.url));
    if (!rendered) return reply.send(html);
    const final = finalPage(rendered, html);
    const csp = reply.getHeader('content-security-policy');
    if (rendered.critical && typeof csp === 'string') {
      reply.header('content-security-policy', cspAllowingStyle(csp, rendered.critical.cspSource));
    }
    reply.header('vary', 'accept-encoding');
    if (final.br && acceptsBrotli(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'br').send(final.br);
    }
    return reply.send(final.html);
  };

  const { dishMeta } = opts;
  if (dishMeta) {
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
      const withMeta = withPageMeta(template, meta, `${publicUrl}/menu/${encodeURIComponent(id)}`, publicUrl);
      // The dish's preview tags stay those of the server: the page's own title is the same.
      return sendPage(request, reply, withMeta);
    });
  }

  // The pages carry their tab icon (decision 0090); a crawler or a browser asking the site's root for its icon gets
  // the same picture, not the page, kept as the icons are (setHeaders above).
  app.get('/favicon.ico', (_request, reply) => reply.sendFile('icons/favicon-48.png'));

  // Client-side routes (/menu, /cart...) all answer index.html; unknown /api paths stay JSON 404s.
  const spa = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing hashed asset (an old build's chunk) must fail as a 404, not load the page as script.
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/server/')
    ) {
      return reply.status(404).send({ message: 'Ressource introuvable.', code: 'NOT_FOUND' });
    }
    reply.header('cache-control', 'no-cache');
    if (!renderPage) return reply.sendFile('index.html');
    return sendPage(request, reply.type('text/html; charset=utf-8'), template);
  };
  app.get('/', spa);
  app.get('/*', spa);

  // The first customer after a start, or after a change to the menu, would otherwise wait for the render and get
  // the page compressed on the fly, a sixth heavier, while the kept copy is made. Once the server listens (not for
  // in-process tests), the landing pages are made ready, then looked at again every few seconds: with the same
  // catalogue that is two lookups in memory, after a change (here or on another server) a new render.
  if (renderPage) {
    const makeReady = () =>
      void (async () => {
        for (const url of LANDING_PAGES) {
          const rendered = await renderPage(url);
          if (rendered) finalPage(rendered, template);
        }
      })().catch((err: unknown) => app.log.warn({ err }, 'landing pages not made ready'));
    let refresh: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      makeReady();
      refresh = setInterval(makeReady, LANDING_REFRESH_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(refresh));
  }
}
