import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { criticalCssFinder, type CriticalCss } from './critical-css.js';
import { withRenderedPage, type PageRender } from './web-html.js';

export type RenderOptions = {
  distDir: string;
  /** The catalogue's version (0006): server-rendered pages are kept per version. Given by app.ts. */
  catalogueVersion?: () => Promise<string> | string;
};

/** A render and the stylesheet rules it uses, inlined in the page (decision 0037). */
export type RenderedPage = PageRender & { critical?: CriticalCss };
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

/** Rendered pages kept per catalogue version: the home page, the menu, the articles and each dish's page. */
const RENDER_CACHE_SIZE = 500;

/**
 * The server render of the public pages, kept per (catalogue version, address); undefined without a render in
 * the build (a build made before decision 0032) or without the catalogue's version to key it. A page whose render
 * fails is sent as the bare index.html: the browser renders it, as before.
 */
export async function pageRenderer(
  app: FastifyInstance,
  opts: RenderOptions,
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
