import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { newId } from '../lib/ids.js';
import { bumpCatalogueVersion } from '../modules/catalogue/catalogue.version.js';
import { inlineScriptHashes } from './security-headers.js';
import { LANDING_REFRESH_MS } from './web.js';
import { withRenderedPage } from './web-html.js';

const stylesheetLink = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">';

const template =
  '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '    <title>Chez Mama Lomé — Restaurant togolais</title>\n    <script>(function(){})()</script>\n' +
  `    ${stylesheetLink}\n  </head>\n` +
  '  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>\n</html>\n';

/**
 * A stand-in for the web build's server render (apps/web/src/entry-server.tsx): it lists the dishes it reads
 * through the API the plugin hands it, counts its renders and refuses to render /about.
 */
const entryServer = `
let renders = 0;
export async function render(url, api) {
  if (url === '/about') throw new Error('render failed');
  renders += 1;
  (globalThis.__renderedUrls ??= []).push(url);
  const menu = await (await api('/api/menu')).json();
  const refused = (await api('/api/orders-list')).status;
  const names = menu.dishes.map((d) => '<li>' + d.dish_name.replace(/</g, '&lt;') + '</li>').join('');
  return {
    head: '<title>Rendu ' + url + '</title><meta name="x-render" content="' + renders + '"/>',
    html: '<ul data-refused="' + refused + '">' + names + '</ul>',
    state: JSON.stringify({ menu: menu.dishes.map((d) => d.dish_name) }),
  };
}
`;

describe.each(dbKinds)('public pages rendered on the server (%s)', (kind) => {
  let t: TestApp;
  const dishId = newId();

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), template);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'style-abc.css'), 'li{margin:0}.modal{position:fixed}');
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), entryServer);
    t = await createTestApp(kind, { WEB_DIST_DIR: dist });
    const now = new Date().toISOString();
    await t.db
      .insertInto('dishes')
      .values({
        id: dishId,
        name: 'Ablo </script><script>alert(1)</script>',
        price: 1500,
        available: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await bumpCatalogueVersion(t.db);
  });
  afterAll(() => t.close());

  const renderCount = (html: string) => Number(html.match(/name="x-render" content="(\d+)"/)?.[1]);

  it('answers / and /menu with the page rendered from the current catalogue, its data in a JSON block', async () => {
    for (const url of ['/', '/menu']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<li>Ablo &lt;/script>&lt;script>alert(1)&lt;/script></li>');
      // Only the catalogue is read on the server: an account's data is the browser's to fetch.
      expect(res.body).toContain('data-refused="404"');
      expect(res.body).toContain(`<title>Rendu ${url}</title>`);
      // The page's title first; the site's own stays behind it for pages without one.
      // The rest of the page's head (its meta, the preload of its main picture) follows at once, ahead of the
      // inline script and style, so that the browser reads it with the first bytes.
      expect(res.body).toContain(
        `<title>Rendu ${url}</title><title>Chez Mama Lomé — Restaurant togolais</title><meta name="x-render"`,
      );
      expect(res.body.indexOf('<meta name="x-render"')).toBeLessThan(res.body.indexOf('<script>'));
      // The data cannot close its block, and the block is not a script the CSP has to allow.
      expect(res.body).toContain(
        '<script type="application/json" id="ssr-state">{"menu":["Ablo \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]}</script>',
      );
      // Its scripts are those of the build, which the CSP allows by hash.
      const scripts = res.body.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
      expect(inlineScriptHashes(scripts)).toEqual(inlineScriptHashes(template));
      // The rules the page uses are inline, allowed by their hash, and the stylesheet no longer blocks the paint
      // (decision 0037): without JavaScript, <noscript> still links it.
      expect(res.body).toContain(
        `<style id="critical-css">li{margin:0}</style><noscript>${stylesheetLink}</noscript>`,
      );
      const styleHash = createHash('sha256').update('li{margin:0}').digest('base64');
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${styleHash}';`);
    }
  });

  it("sends a kept page compressed once at Brotli's best, the same page as without compression", async () => {
    const plain = (await t.app.inject({ url: '/menu', headers: { 'accept-encoding': 'identity' } })).body;
    // The best-quality copy is made in the background after the first answer.
    await expect
      .poll(async () => {
        const res = await t.app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, br' } });
        return (
          res.headers['content-encoding'] === 'br' && zlib.brotliDecompressSync(res.rawPayload).toString()
        );
      })
      .toBe(plain);
    const refused = await t.app.inject({ url: '/menu', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain);
  });

  it('renders a page once per catalogue version, again after a menu change', async () => {
    const first = renderCount((await t.app.inject({ url: '/menu' })).body);
    expect(renderCount((await t.app.inject({ url: '/menu' })).body)).toBe(first);
    await t.db.updateTable('dishes').set({ name: 'Ablo sucré' }).where('id', '=', dishId).execute();
    await bumpCatalogueVersion(t.db);
    const after = (await t.app.inject({ url: '/menu' })).body;
    expect(after).toContain('<li>Ablo sucré</li>');
    expect(renderCount(after)).toBeGreaterThan(first);
  });

  it('makes the landing pages ready as soon as it listens: the first customer gets the kept page', async () => {
    const rendered: string[] = [];
    Object.assign(globalThis, { __renderedUrls: rendered });
    const server = await createTestApp(kind, { WEB_DIST_DIR: t.env.WEB_DIST_DIR });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      // Rendered with no request made.
      await expect.poll(() => [...rendered].sort()).toEqual(['/', '/menu']);
      const plain = (await server.app.inject({ url: '/menu', headers: { 'accept-encoding': 'identity' } }))
        .body;
      // Served from that render, not rendered again.
      expect(rendered).toEqual(['/', '/menu']);
      expect(plain).toContain('<title>Rendu /menu</title>');
    } finally {
      await server.close();
    }
  });

  it('makes them ready again after a menu change, with no customer asking first', async () => {
    const rendered: string[] = [];
    Object.assign(globalThis, { __renderedUrls: rendered });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = await createTestApp(kind, { WEB_DIST_DIR: t.env.WEB_DIST_DIR });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => rendered.length).toBe(2);
      // The same catalogue: nothing is rendered again.
      await vi.advanceTimersByTimeAsync(LANDING_REFRESH_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rendered).toHaveLength(2);

      const now = new Date().toISOString();
      await server.db
        .insertInto('dishes')
        .values({
          id: newId(),
          name: 'Ablo du soir',
          price: 1500,
          available: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await bumpCatalogueVersion(server.db);
      await vi.advanceTimersByTimeAsync(LANDING_REFRESH_MS);
      await expect.poll(() => [...rendered].sort()).toEqual(['/', '/', '/menu', '/menu']);
      // The first customer after the change gets the new page at Brotli's best, rendered before they asked.
      await expect
        .poll(async () => {
          const res = await server.app.inject({ url: '/menu', headers: { 'accept-encoding': 'br' } });
          return (
            res.headers['content-encoding'] === 'br' && zlib.brotliDecompressSync(res.rawPayload).toString()
          );
        })
        .toContain('<li>Ablo du soir</li>');
      expect(rendered).toHaveLength(4);
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });

  it('sends other pages, and a page whose render fails, as the bare index.html; never serves the render itself', async () => {
    for (const url of ['/cart', '/about']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(template);
    }
    expect((await t.app.inject({ url: '/server/entry-server.js' })).statusCode).toBe(404);
  });
});

describe('a rendered page in its frame', () => {
  it("keeps the page's head, its picture's preload included, in a frame without a title of its own", () => {
    const page = {
      head: '<title>Menu</title><link rel="preload" as="image">',
      html: '<p>x</p>',
      state: '{}',
    };
    const out = withRenderedPage('<html><head></head><body><div id="root"></div></body></html>', page);
    expect(out).toContain('<head><title>Menu</title><link rel="preload" as="image"></head>');
    expect(out).toContain('<div id="root"><p>x</p></div>');
  });
});
