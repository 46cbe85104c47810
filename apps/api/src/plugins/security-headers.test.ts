import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { inlineScriptHashes } from './security-headers.js';

const PRELOADER = '(function(p){var r=p[location.pathname];if(!r)return;})({"/":{"js":[]}})';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map of directive -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = String(res.headers['permissions-policy']);
  expect(permissions).toContain('geolocation=(self)');
  expect(permissions).toContain('camera=()');
  expect(permissions).toContain('microphone=()');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** What an answer that is not a page keeps (the page-only headers cost every asset 1 KB of data). */
function expectResourceHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(csp(res).get('default-src')).toEqual(["'none'"]);
  expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
  for (const pageOnly of [
    'permissions-policy',
    'referrer-policy',
    'cross-origin-opener-policy',
    'x-xss-protection',
  ])
    expect(res.headers[pageOnly], pageOnly).toBeUndefined();
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

function expectSiteCsp(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toEqual(["'self'", sha256(PRELOADER)]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-eval'");
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips external ones', () => {
    const html = `<script type="module" crossorigin src="/assets/index.js"></script><script>${PRELOADER}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(PRELOADER)]);
    expect(inlineScriptHashes('<title>x</title>')).toEqual([]);
  });
});

describe.each(dbKinds)('security headers on every answer (%s)', (kind) => {
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Chez Mama</title><script type="module" src="/assets/app-abc123.js"></script><script>${PRELOADER}</script>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("menu");');
    fs.writeFileSync(path.join(dist, 'assets', 'style-abc123.css'), 'body{color:#222}');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp(kind, { WEB_DIST_DIR: dist });
    proxied = await createTestApp(kind, { WEB_DIST_DIR: dist, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('on the SPA pages, with the built inline preloader allowed by its hash and nothing else inline', async () => {
    for (const url of ['/', '/menu', '/orders']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectCommonHeaders(res);
      expectSiteCsp(res);
    }
  });

  it('on scripts, styles and raster pictures, never a document: nosniff and CORP only, no validator on a hashed file', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/style-abc123.css']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const none of [
        'x-frame-options',
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
      ])
        expect(res.headers[none], `${url} ${none}`).toBeUndefined();
      // Cached a year under a name that never changes: nothing to revalidate, no part to ask for.
      expect(res.headers['cache-control']).toContain('immutable');
      for (const none of ['etag', 'last-modified', 'accept-ranges'])
        expect(res.headers[none], `${url} ${none}`).toBeUndefined();
    }
    // What is revalidated keeps its validators.
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['etag'] ?? worker.headers['last-modified']).toBeDefined();
  });

  it('on API answers, errors and 404s: the ones that act on them, not the page-only ones', async () => {
    const answers = {
      json: await t.app.inject({ url: '/api/health' }),
      unauthenticated: await t.app.inject({ url: '/api/me' }),
      invalid: await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'x' } }),
      apiNotFound: await t.app.inject({ url: '/api/nope' }),
      assetNotFound: await t.app.inject({ url: '/assets/old-chunk.js' }),
      wrongMethod: await t.app.inject({ method: 'DELETE', url: '/api/health' }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.statusCode]))).toEqual({
      json: 200,
      unauthenticated: 401,
      invalid: 422,
      apiNotFound: 404,
      assetNotFound: 404,
      wrongMethod: 404,
    });
    for (const res of Object.values(answers)) expectResourceHeaders(res);
  });

  it("on the service worker's script, whose policy is the worker's: the site's", async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expectSiteCsp(res);
  });

  it('on the answers Fastify makes before any hook: a malformed URL', async () => {
    const res = await t.app.inject({ url: '/api/referral/check/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectResourceHeaders(res);
  });

  it('on SVG pictures, uploaded or built (an icon): a sandbox where nothing runs, not the page-only headers', async () => {
    for (const url of ['/uploads/catalogue/placeholder.svg', '/favicon.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(csp(res).get('default-src')).toEqual(["'none'"]);
      expect(csp(res).has('sandbox')).toBe(true);
      expect(csp(res).has('script-src')).toBe(false);
      for (const pageOnly of ['permissions-policy', 'referrer-policy', 'cross-origin-opener-policy'])
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  it('sends HSTS only over HTTPS as the trusted proxy reports it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await proxied.app.inject({ url: '/menu', headers: https });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const apiViaProxy = await proxied.app.inject({ url: '/api/health', headers: https });
    expect(apiViaProxy.headers['strict-transport-security']).toBe('max-age=31536000');

    expect((await proxied.app.inject({ url: '/menu' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to forge: plain HTTP it stays.
    expect(
      (await t.app.inject({ url: '/menu', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
