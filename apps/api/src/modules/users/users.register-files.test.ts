import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { jpegBytes, pngBytes } from '../../test/multipart.js';
import { baseFields, registrar, startAccountsApp } from '../../test/fixtures/users.js';

describe.each(dbKinds)('accounts: registration and profile (%s)', (kind) => {
  let t: TestApp;
  const register = registrar(() => t);

  beforeAll(async () => {
    ({ t } = await startAccountsApp(kind));
  });
  afterAll(() => t.close());

  it('registers a company with its fields; company documents are kept private, the photo is public', async () => {
    const res = await register({
      ...baseFields(),
      user_status: 'company',
      denomination_sociale: 'Saveurs du Golfe SARL',
      company_email: 'Contact@Saveurs.tg',
      nif: '1000123456',
      rccm: 'TG-LOM-2021-B-1234',
      picture_user: { data: pngBytes(), filename: 'moi.png', contentType: 'image/png' },
      picture_nif: { data: jpegBytes(), filename: 'nif.jpg', contentType: 'image/jpeg' },
      picture_ceo: { data: pngBytes(), filename: 'ceo.png', contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.company).toMatchObject({
      denomination_sociale: 'Saveurs du Golfe SARL',
      emailpro: 'contact@saveurs.tg',
      nif: '1000123456',
      rccm: 'TG-LOM-2021-B-1234',
    });
    // The photo is stored re-encoded (storablePhoto): an opaque PNG becomes a JPEG.
    expect(user.picture_user).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: user.picture_user });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 4 });

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const doc of [row.picture_nif, row.picture_ceo]) {
      expect(doc).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/);
      expect(fs.existsSync(path.join(t.env.DATA_DIR, 'private', doc!))).toBe(true);
      expect(fs.existsSync(path.join(t.env.DATA_DIR, 'uploads', 'pictures', doc!))).toBe(false);
    }
    expect(JSON.stringify(res.json())).not.toContain(row.picture_nif!);
    for (const url of [
      `/uploads/${row.picture_nif}`,
      `/uploads/../private/${row.picture_nif}`,
      `/private/${row.picture_nif}`,
    ]) {
      const probe = await t.app.inject({ method: 'GET', url });
      expect(probe.rawPayload.equals(jpegBytes())).toBe(false);
    }
  });

  it('judges pictures by their content: a text file named .jpg is refused', async () => {
    const res = await register({
      ...baseFields(),
      picture_user: {
        data: Buffer.from('bonjour, je ne suis pas une image'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      picture_user: ['La photo doit être au format JPEG, PNG, WebP ou HEIC.'],
    });
  });

  it('refuses a photo over 15 MB and a company document over 2 MB, and creates nothing', async () => {
    const cases = [
      {
        field: 'picture_user',
        data: jpegBytes(15 * 1024 * 1024),
        message: 'La photo ne doit pas dépasser 15 Mo.',
      },
      {
        field: 'picture_nif',
        data: jpegBytes(2 * 1024 * 1024),
        message: "L'image ne doit pas dépasser 2 Mo.",
      },
    ];
    for (const { field, data, message } of cases) {
      const fields = baseFields();
      const res = await register({
        ...fields,
        user_status: 'company',
        [field]: { data, filename: 'grande.jpg', contentType: 'image/jpeg' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it('refuses more than 3 files with 413', async () => {
    const file = { data: pngBytes(), filename: 'a.png' };
    const res = await register({
      ...baseFields(),
      picture_user: file,
      picture_nif: file,
      picture_ceo: file,
      extra: file,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le fichier ou les données envoyés sont trop volumineux.');
  });

  it('treats an empty file input as no picture', async () => {
    const res = await register({ ...baseFields(), picture_user: { data: Buffer.alloc(0), filename: '' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.picture_user).toBeNull();
  });
});
