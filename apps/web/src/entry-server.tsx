import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadPages } from './app/router';
import { publicationsResource } from './features/blog/api/get-publications';
import { apiTransport } from './lib/api-client';
import { resources } from './lib/resource';

/**
 * The server's render of a public page (decision 0032), built by Vite as the `ssr` environment and loaded by the
 * API's web plugin. The page is rendered with the same components as in the browser, its reads answered by
 * `api` (the API in-process, catalogue routes only), and hands those answers to the browser, which hydrates.
 */
export type PageRender = {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** `<title>` and `<meta>` the page renders, for `<head>`. */
  head: string;
  /** The answers the page was rendered with, as JSON (for a `<script type="application/json">`). */
  state: string;
};

/** Answers a GET of the API (`/api/...`) in-process; refuses what the page must not be rendered with. */
type Api = (path: string) => Promise<Response>;

const MAX_PASSES = 4;
// React writes a page's <title> and <meta> first when it renders a fragment: they belong in <head>.
const LEADING_HEAD = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

function renderOnce(url: string, answers: Map<string, unknown>): string {
  resources.reset();
  for (const [key, data] of answers) if (data !== undefined) resources.set(key, data);
  resources.recordRequests();
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

/** Renders `url`; the reads a render asks for are fetched and the page rendered again, until nothing is missing. */
export async function render(url: string, api: Api): Promise<PageRender> {
  apiTransport.fetch = (path) => api(path);
  await preloadPages(new URL(url, 'http://localhost').pathname);
  const answers = new Map<string, unknown>();
  // An article opened at its address shows at once from the articles' list (get-publication.ts).
  const ahead = url.startsWith('/blog/') ? [publicationsResource] : [];
  await Promise.all(ahead.map(async (r) => answers.set(r.key, await r.fetch().catch(() => undefined))));
  let markup = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // Synchronous from the reset to the snapshot: renders of other requests cannot interleave.
    markup = renderOnce(url, answers);
    const missing = [...resources.takeRequests()].filter(([key]) => !answers.has(key));
    if (missing.length === 0) break;
    const fetched = await Promise.all(
      // A read the server may not answer (not the catalogue) stays pending: the browser fetches it.
      missing.map(async ([key, fetch]) => [key, await fetch().catch(() => undefined)] as const),
    );
    for (const [key, data] of fetched) answers.set(key, data);
  }
  const state = JSON.stringify(resources.snapshot());
  resources.reset();
  const head = markup.match(LEADING_HEAD)?.[0] ?? '';
  return { html: markup.slice(head.length), head, state };
}
