import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';

describe('built SPA served by the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const script = 'console.log("menu");'.repeat(100);

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chez Mama</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
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

  it('keeps 404s for missing assets and unknown API paths', async () => {
    expect((await t.app.inject({ url: '/assets/old-chunk.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
