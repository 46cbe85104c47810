import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { newId } from '../lib/ids.js';
import { bumpCatalogueVersion } from '../modules/catalogue/catalogue.version.js';
import { inlineScriptHashes } from './security-headers.js';

describe('built SPA served by the API', () => {
  let t: TestApp;
  const script = 'console.log("menu");'.repeat(100);

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chez Mama</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'workbox-8faaa755.js'), 'define([], () => {});');
    fs.writeFileSync(
      path.join(dist, 'workbox-8faaa755.js.br'),
      zlib.brotliCompressSync('define([], () => {});'),
    );
    fs.mkdirSync(path.join(dist, 'icons'));
    fs.writeFileSync(path.join(dist, 'icons', 'favicon-48.png'), 'png');
    fs.writeFileSync(path.join(dist, 'sw-extra-1f2e3d4c.js'), 'self.addEventListener("push", () => {});');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Chez Mama Lomé"}');
    t = await createTestApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('caches hashed assets for a year and sends the precompressed file', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers client-side routes with index.html, revalidated on each visit', async () => {
    const res = await t.app.inject({ url: '/menu' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Chez Mama</title>');
  });

  it('serves the service worker revalidated on each visit and the manifest under its own type', async () => {
    // A cached sw.js would hide a new build from the browser's update check (decision 0034).
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Chez Mama Lomé' });
  });

  it("keeps the worker's hashed imports (Workbox's runtime, ours) for a year, sw.js revalidated", async () => {
    // Asked as a browser asks, taking its Brotli copy: the copy is kept a year too.
    for (const encoding of ['identity', 'br']) {
      const runtime = await t.app.inject({
        url: '/workbox-8faaa755.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(runtime.statusCode).toBe(200);
      expect(runtime.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const extra = await t.app.inject({ url: '/sw-extra-1f2e3d4c.js' });
    expect(extra.statusCode).toBe(200);
    expect(extra.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets a browser keep the icons a week instead of asking for them on every page', async () => {
    const icon = await t.app.inject({ url: '/icons/favicon-48.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=604800');
  });

  it("answers the site's root icon address with the tab icon, not the page", async () => {
    const icon = await t.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.body).toBe('png');
    expect(icon.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('keeps 404s for missing assets and unknown API paths', async () => {
    expect((await t.app.inject({ url: '/assets/old-chunk.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe.each(dbKinds)('dish pages /menu/{id} for link previews (%s)', (kind) => {
  let t: TestApp;
  let dishId: string;
  let offMenuId: string;
  const preloader = '(function(p){var r=p[location.pathname];})({})';
  const template =
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n' +
    '    <meta name="description" content="Chez Mama Lomé : cuisine togolaise." />\n' +
    `    <title>Chez Mama Lomé — Restaurant togolais</title>\n    <script>${preloader}</script>\n  </head>\n` +
    '  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>\n</html>\n';

  /** The `content` of a meta tag, unescaped as a crawler reads it; undefined when the tag is absent. */
  const meta = (html: string, key: string) => {
    const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
    return match?.[1]
      ?.replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  };

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), template);
    t = await createTestApp(kind, { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://chezmama.tg/' });
    const now = new Date().toISOString();
    dishId = newId();
    offMenuId = newId();
    await t.db
      .insertInto('dishes')
      .values([
        {
          id: dishId,
          name: 'Poulet "braisé" <script>alert(1)</script> & co',
          description: "Mariné au citron, l'oignon fondant",
          price: 4500,
          image: '/uploads/catalogue/poulet.svg',
          available: 1,
          created_at: now,
          updated_at: now,
        },
        { id: offMenuId, name: 'Plat retiré', price: 3000, available: 0, created_at: now, updated_at: now },
      ])
      .execute();
    await bumpCatalogueVersion(t.db);
  });
  afterAll(() => t.close());

  it("answers a dish's address with its name, description, price and picture in the preview tags, escaped", async () => {
    const res = await t.app.inject({ url: `/menu/${dishId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const name = 'Poulet "braisé" <script>alert(1)</script> & co';
    const title = `${name} — Chez Mama Lomé`;
    const description = "Mariné au citron, l'oignon fondant. Prix\u00a0: 4\u00a0500\u00a0FCFA.";
    expect(html).toContain(
      '<title>Poulet &quot;braisé&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co — Chez Mama Lomé</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(meta(html, 'description')).toBe(description);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe(description);
    // Link previews show no SVG: the drawing's JPEG variant.
    expect(meta(html, 'og:image')).toBe('https://chezmama.tg/uploads/catalogue/poulet.w960.jpg');
    expect(meta(html, 'og:image:alt')).toBe(name);
    expect(meta(html, 'og:url')).toBe(`https://chezmama.tg/menu/${dishId}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Only meta tags change: the page's scripts are those of the build, still allowed by the CSP's hashes.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(template));
    expect(res.headers['content-security-policy']).toContain(inlineScriptHashes(template)[0]);
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it("answers an unknown or withdrawn dish with a 404 and the site's own preview", async () => {
    for (const id of ['inconnu', offMenuId]) {
      const res = await t.app.inject({ url: `/menu/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Chez Mama Lomé — Restaurant togolais</title>');
      expect(meta(res.body, 'og:title')).toBe('Chez Mama Lomé — Restaurant togolais');
      expect(meta(res.body, 'og:description')).toBe('Chez Mama Lomé : cuisine togolaise.');
      expect(meta(res.body, 'og:url')).toBe('https://chezmama.tg/menu');
      expect(meta(res.body, 'og:image')).toBeUndefined();
      expect(meta(res.body, 'twitter:card')).toBe('summary');
      expect(res.body).not.toContain('Plat retiré');
      // The app still starts and shows its own "not found".
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('follows a catalogue change and keeps /menu itself the plain page', async () => {
    await t.db.updateTable('dishes').set({ name: 'Poulet yassa' }).where('id', '=', dishId).execute();
    await bumpCatalogueVersion(t.db);
    const res = await t.app.inject({ url: `/menu/${dishId}` });
    expect(meta(res.body, 'og:title')).toBe('Poulet yassa — Chez Mama Lomé');
    const menu = await t.app.inject({ url: '/menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.body).toBe(template);
  });
});
