import { restaurant } from '@lome/shared';

// What the server writes into the built index.html: a page's meta tags for link previews, a server render.

/** What a link preview of a page shows: link crawlers (WhatsApp, Facebook...) run no script, so the server says it. */
export type PageMeta = {
  title: string;
  description: string;
  /** A path on this site or an absolute URL. */
  image?: string;
  imageAlt?: string;
};

/** The web build's server render (apps/web/src/entry-server.tsx, built into <distDir>/server). */
export type PageRender = { html: string; head: string; state: string };

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
