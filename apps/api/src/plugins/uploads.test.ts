import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CATALOGUE_PLACEHOLDER_IMAGE, pictureSources } from '@lome/shared';
import { createTestApp, type TestApp } from '../test/helper.js';

describe('catalogue picture variants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('serves a seeded drawing as AVIF, WebP and JPEG at the widths its srcset names', async () => {
    const sources = pictureSources(CATALOGUE_PLACEHOLDER_IMAGE, { width: 400, height: 300 })!;
    const webp320 = sources.webp
      .split(', ')
      .find((s) => s.endsWith(' 320w'))!
      .split(' ')[0]!;
    const avif160 = sources.avif.split(', ')[0]!.split(' ')[0]!;
    for (const [url, format, width] of [
      [webp320, 'webp', 320],
      [avif160, 'heif', 160],
      [sources.jpeg, 'jpeg', 960],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      // Never revalidated nor asked in parts, never a document: none of the headers that only cost data.
      for (const none of [
        'etag',
        'last-modified',
        'accept-ranges',
        'x-frame-options',
        'content-security-policy',
      ])
        expect(res.headers[none], `${url} ${none}`).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
    }
  });

  it('makes no variant at a width the srcset does not name, nor of a picture that does not exist', async () => {
    const odd = await t.app.inject({ method: 'GET', url: '/uploads/catalogue/placeholder.w500.webp' });
    expect(odd.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/catalogue/nothing-here.w320.webp' });
    expect(missing.statusCode).toBe(404);
  });
});
