import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { restaurant } from '@lome/shared';
import { criticalCssFinder, cspAllowingStyle, withCriticalCss, type CriticalCss } from './critical-css.js';
import { dropValidatorsOfImmutableFiles } from '../lib/immutable-files.js';

/** Workbox's runtime as the web build names it, with the hash of its content (workbox-8faaa755.js). */
const WORKBOX_RUNTIME = /^workbox-[0-9a-f]{8}\.js$/;

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
  /** The catalogue's version (0006): server-rendered pages are kept per version. Given by app.ts. */
  catalogueVersion?: () => Promise<string> | string;
};

/** The web build's server render (apps/web/src/entry-server.tsx, built into <distDir>/server). */
type PageRender = { html: string; head: string; state: string };
/** A render and the stylesheet rules it uses, inlined in the page (decision 0037). */
type RenderedPage = PageRender & { critical?: CriticalCss };
type Renderer = { render: (url: string, api: (path: string) => Promise<Response>) => Promise<PageRender> };

/** The public pages rendered on the server with the current catalogue, then hydrated (decision 0032). */
const RENDERED_PAGES = /^\/(?:|menu|menu\/[^/]+|about|contact|terms|privacy|cgv|blog|blog\/[^/]+)$/;
/** What a server render may read: the public catalogue, cached per version (0006) and the same for everyone. */
const CATALOGUE_READS = new Set([
  '/api/menu',
  '/api/dishes',
  '/api/categories',
  '/api/specialites',
  '/api/typepublishes',
  '/api/publishes/content',
  // The opening hours the footer prints; saving them renews the kept pages (catalogue version).
  '/api/restaurant/hours',
]);
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

/** Rendered pages kept per catalogue version: the home page, the menu, the articles and each dish's page. */
const RENDER_CACHE_SIZE = 500;
/** The pages most visits start on: rendered and compressed at Brotli's best as soon as the server listens. */
const LANDING_PAGES = ['/', '/menu'];
/** How often a listening server looks for a new catalogue version, to make the landing pages ready again. */
export const LANDING_REFRESH_MS = 10_000;

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

/**
 * The page's HTML inside the template: its markup in #root, its title and meta in <head>, the answers it was
 * rendered with in a JSON data block (not a script the CSP has to allow; `<` escaped so it cannot end the block).
 */
export function withRenderedPage(html: string, page: PageRender): string {
  const title = page.head.match(TITLE)?.[0] ?? '';
  const otherHead = page.head.replace(TITLE, '');
  // Before the build's own title, which stays: a page without a title of its own, shown next, falls back to it.
  // The rest (meta, the preload of the page's largest picture) follows at once, ahead of the inline style and
  // scripts, so that the picture is asked for with the page's first bytes.
  const out = TITLE.test(html)
    ? html.replace(TITLE, (own) => `${title}${own}${otherHead}`)
    : html.replace(/<\/head>/i, () => `${title}${otherHead}</head>`);
  const state = page.state.replace(/</g, '\\u003c');
  return out.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${state}</script>`,
  );
}

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
      // Workbox's runtime carries its hash in its name like the assets: the worker's update check, which reads
      // imported scripts through the HTTP cache, then does not ask for it on every page.
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) || WORKBOX_RUNTIME.test(path.basename(filePath))
          ? 'public, max-age=31536000, immutable'
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
      // the quality 4 of compression on the fly. About a sixth fewer bytes: /menu's first answer then fits in
      // the first round trip of a new connection (decision 0037).
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

/**
 * The server render of the public pages, kept per (catalogue version, address); undefined without a render in
 * the build (a build made before decision 0032) or without the catalogue's version to key it. A page whose render
 * fails is sent as the bare index.html: the browser renders it, as before.
 */
async function pageRenderer(
  app: FastifyInstance,
  opts: WebOptions,
  template: string,
): Promise<((url: string) => Promise<RenderedPage | undefined>) | undefined> {
  const entry = path.join(opts.distDir, 'server', 'entry-server.js');
  const { catalogueVersion } = opts;
  if (!catalogueVersion || !fs.existsSync(entry)) return undefined;
  let renderer: Renderer;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  } catch (err) {
    // A render that cannot even load leaves the site as it was before decision 0032, rendered in the browser.
    app.log.error({ err }, 'server render not loaded: pages are rendered in the browser');
    return undefined;
  }
  // The catalogue answered in-process, as a browser would get it; anything else is not rendered on the server.
  const api = async (url: string): Promise<Response> => {
    if (!CATALOGUE_READS.has(url.split('?')[0]!))
      return Response.json({ code: 'NOT_RENDERED' }, { status: 404 });
    const res = await app.inject({ method: 'GET', url });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
  const findCritical = criticalCssFinder(opts.distDir, (msg) => app.log.warn(msg));
  /** The render, and the rules it uses: found once per render, on the page as the template frames it. */
  const render = async (url: string): Promise<RenderedPage> => {
    const page = await renderer.render(url, api);
    return { ...page, critical: await findCritical(withRenderedPage(template, page)) };
  };
  let version: string | undefined;
  const pages = new Map<string, Promise<RenderedPage | undefined>>();
  return async (url) => {
    if (!RENDERED_PAGES.test(url.split('?')[0]!)) return undefined;
    const current = await catalogueVersion();
    if (current !== version) {
      version = current;
      pages.clear();
    }
    let rendered = pages.get(url);
    if (!rendered) {
      // Requests arriving during a render share it; the oldest page goes when the cache is full.
      if (pages.size >= RENDER_CACHE_SIZE) pages.delete(pages.keys().next().value!);
      rendered = render(url).catch((err: unknown) => {
        app.log.error({ err, url }, 'server render failed: the page is rendered in the browser');
        pages.delete(url);
        return undefined;
      });
      pages.set(url, rendered);
    }
    return rendered;
  };
}
