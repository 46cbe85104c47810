import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { multipartPayload } from '../../test/multipart.js';
import { menuEditorSteps, type Headers } from '../../test/fixtures/catalogue.admin.js';

describe.each(dbKinds)('the menu editor (%s)', (kind) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await createUser(t.db, { role: 'admin' })).auth;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const { call, menu, newCategory } = menuEditorSteps(
    () => t,
    () => admin,
  );

  it('stores an uploaded photo with its AVIF/WebP variants, and refuses a text file renamed .jpg', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const upload = async (data: Buffer, filename: string) => {
      const form = await multipartPayload({ picture: { data, filename, contentType: 'image/jpeg' } });
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/pictures',
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
    };
    const res = await upload(photo, 'plat.jpg');
    expect(res.statusCode).toBe(201);
    const { image, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 800, height: 600 });
    expect(image).toMatch(/^\/uploads\/catalogue\/[0-9a-f]{32}_800x600\.jpg$/);
    const dir = path.join(t.env.DATA_DIR, 'uploads', 'catalogue');
    const base = path.basename(image, '.jpg');
    // Never enlarged: an 800 px photo has no 960 px variant.
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.startsWith(`${base}.w`))
        .sort(),
    ).toEqual(
      [
        `${base}.w160.avif`,
        `${base}.w160.webp`,
        `${base}.w320.avif`,
        `${base}.w320.webp`,
        `${base}.w480.avif`,
        `${base}.w480.webp`,
        `${base}.w720.avif`,
        `${base}.w720.jpg`,
        `${base}.w720.webp`,
      ].sort(),
    );
    const variant = await t.app.inject({ method: 'GET', url: `/uploads/catalogue/${base}.w320.avif` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

    const category = await newCategory('Avec photo');
    const dish = await call('POST', '/dishes', admin, {
      name: 'Photo',
      price: 1000,
      category_id: category.id,
      image,
    });
    expect((await menu()).body.dishes.find((d) => d.dish_id === dish.json().id)?.bg_image).toBe(image);

    const fake = await upload(Buffer.from('pas une image, juste du texte'), 'photo.jpg');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.picture).toBeDefined();
    // Right first bytes, nothing after: sharp cannot read it, and nothing is kept.
    const files = fs.readdirSync(dir).length;
    const truncated = await upload(photo.subarray(0, 40), 'coupee.jpg');
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors.picture).toEqual([authMessages.photoUnreadable]);
    expect(fs.readdirSync(dir).length).toBe(files);
  });
});
