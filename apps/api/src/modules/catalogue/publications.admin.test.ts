import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import sharp from 'sharp';
import { multipartPayload } from '../../test/multipart.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';

describe.each(dbKinds)('publications for admins (%s)', (kind) => {
  let t: TestApp;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  const typeId = 'type-recettes';

  beforeAll(async () => {
    t = await createTestApp(kind);
    accounts = await staffAccounts(t.db);
    await t.db.insertInto('type_publishes').values({ id: typeId, name: 'Recettes' }).execute();
  });
  afterAll(async () => t.close());

  async function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartPayload>[0]) {
    const form = await multipartPayload(fields);
    return t.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...form.headers, ...accounts.admin },
    });
  }
  const blog = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/publishes/content' })).json<
      { id: string; title: string; excerpt: string; image: string }[]
    >();
  const catalogueDir = () => path.join(t.env.DATA_DIR, 'uploads', 'catalogue');
  const fileOf = (url: string) => path.join(catalogueDir(), path.basename(url));
  /** The picture's file and its variants on disk. */
  const filesOf = (url: string) => {
    const name = path.basename(url).replace(/\.(jpg|png)$/, '');
    return fs.readdirSync(catalogueDir()).filter((f) => f.startsWith(`${name}.`));
  };
  const photo = (format: 'jpeg' | 'png', width = 400) => {
    const image = sharp({ create: { width, height: 300, channels: 3, background: '#c86b2a' } });
    return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  };
  const auditOf = (id: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .execute();

  it('is for admins only', async () => {
    const form = await multipartPayload({ title: 'Titre' });
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/publications' });
    await expectAdminOnly(t.app, accounts, {
      method: 'POST',
      url: '/api/admin/publications',
      payload: form.payload,
      headers: form.headers,
    });
    await expectAdminOnly(t.app, accounts, { method: 'DELETE', url: '/api/admin/publications/x' });
  });

  it('publishes an article with its picture, and /blog lists it at once', async () => {
    await blog(); // the list is cached now: the write must move it
    const res = await send('POST', '/api/admin/publications', {
      title: '  Le vrai ayimolou  ',
      excerpt: 'Riz et haricots, comme à Bè.',
      content: 'Trempez les haricots la veille…',
      type_publish_id: typeId,
      image: { data: await photo('jpeg'), filename: 'plat.jpg', contentType: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ title: 'Le vrai ayimolou', type_publish_id: typeId });
    // Stored like the menu's photos, with the AVIF/WebP variants /blog's <picture> asks for.
    expect(created.image).toMatch(/^\/uploads\/catalogue\/[0-9a-f]{32}_400x300\.jpg$/);
    expect(fs.existsSync(fileOf(created.image))).toBe(true);
    const variant = await t.app.inject({ method: 'GET', url: created.image.replace(/\.jpg$/, '.w320.webp') });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
    expect((await blog()).find((p) => p.id === created.id)).toMatchObject({
      title: 'Le vrai ayimolou',
      excerpt: 'Riz et haricots, comme à Bè.',
      image: created.image,
    });
    expect(await auditOf(created.id)).toEqual([{ action: 'publication.create', actor_id: accounts.adminId }]);
  });

  it('refuses a missing title, an unknown type and a file that is not a picture, in French', async () => {
    const empty = await send('POST', '/api/admin/publications', { title: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ title: ["Indiquez le titre de l'article."] });

    const unknownType = await send('POST', '/api/admin/publications', {
      title: 'A',
      type_publish_id: 'nope',
    });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toEqual({ type_publish_id: ["Type d'article inconnu."] });

    const fake = await send('POST', '/api/admin/publications', {
      title: 'A',
      image: {
        data: Buffer.from('<script>alert(1)</script>'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image[0]).toMatch(/JPEG|PNG/);

    // Right first bytes, nothing after: sharp cannot read it, and nothing is kept.
    const before = fs.readdirSync(catalogueDir()).length;
    const cut = await send('POST', '/api/admin/publications', {
      title: 'A',
      image: {
        data: (await photo('jpeg')).subarray(0, 40),
        filename: 'coupee.jpg',
        contentType: 'image/jpeg',
      },
    });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors).toEqual({
      image: [
        "Cette photo n'a pas pu être lue. Enregistrez-la en JPEG ou en PNG (réglage «\u00a0Le plus compatible\u00a0» de l'appareil photo) et réessayez.",
      ],
    });
    expect(fs.readdirSync(catalogueDir())).toHaveLength(before);

    const long = await send('POST', '/api/admin/publications', { title: 'x'.repeat(201) });
    expect(long.json().errors).toEqual({ title: ['Le titre est trop long (200 caractères maximum).'] });
  });

  it('edits an article: new texts and picture show on /blog at once, the old picture file is removed', async () => {
    const created = (
      await send('POST', '/api/admin/publications', {
        title: 'Fête de fin d’année',
        image: { data: await photo('png'), filename: 'a.png', contentType: 'image/png' },
      })
    ).json();
    await blog();
    const res = await send('PUT', `/api/admin/publications/${created.id}`, {
      title: 'Fête de fin d’année au restaurant',
      excerpt: '',
      image: { data: await photo('jpeg', 200), filename: 'b.jpg', contentType: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({ title: 'Fête de fin d’année au restaurant', excerpt: null });
    expect(edited.image).not.toBe(created.image);
    expect(filesOf(created.image)).toEqual([]);
    expect(filesOf(edited.image).length).toBeGreaterThan(1);
    expect(fs.existsSync(fileOf(edited.image))).toBe(true);
    expect((await blog()).find((p) => p.id === created.id)).toMatchObject({
      title: 'Fête de fin d’année au restaurant',
      image: edited.image,
    });

    const noPicture = await send('PUT', `/api/admin/publications/${created.id}`, {
      title: 'Sans photo',
      remove_image: '1',
    });
    expect(noPicture.json().image).toBeNull();
    expect(filesOf(edited.image)).toEqual([]);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual([
      'publication.create',
      'publication.update',
      'publication.update',
    ]);
    expect((await send('PUT', '/api/admin/publications/unknown', { title: 'A' })).statusCode).toBe(404);
  });

  it('deletes an article once: it leaves /blog at once, and a double tap gets 404 the second time', async () => {
    const created = (
      await send('POST', '/api/admin/publications', {
        title: 'À supprimer',
        image: { data: await photo('jpeg'), filename: 'c.jpg', contentType: 'image/jpeg' },
      })
    ).json();
    expect((await blog()).some((p) => p.id === created.id)).toBe(true);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/publications/${created.id}`,
        headers: accounts.admin,
      });
    const answers = await Promise.all([del(), del()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 404]);
    expect((await blog()).some((p) => p.id === created.id)).toBe(false);
    expect(filesOf(created.image)).toEqual([]);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual([
      'publication.create',
      'publication.delete',
    ]);
  });

  it('lists the stored values for editing, newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/publications',
      headers: accounts.admin,
    });
    expect(res.statusCode).toBe(200);
    const { publications } = res.json();
    expect(publications[0]).toMatchObject({ title: 'Sans photo', image: null, excerpt: null });
  });
});
