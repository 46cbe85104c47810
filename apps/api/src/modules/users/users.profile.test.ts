import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { jpegBytes, multipartPayload, pngBytes, type FilePart } from '../../test/multipart.js';
import { startAccountsApp } from '../../test/fixtures/users.js';

describe.each(dbKinds)('accounts: registration and profile (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await startAccountsApp(kind));
  });
  afterAll(() => t.close());

  describe('profile', () => {
    it('GET /me and POST /update-picture change only the caller’s own record', async () => {
      const me = await createUser(t.db);
      const other = await createUser(t.db, { firstname: 'Yao' });
      const { payload, headers } = await multipartPayload({
        id: other.user.id,
        firstname: 'Ama',
        lastname: '',
        address: 'Tokoin, Lomé',
        phone: '99887766',
        nif: 'ignored-for-particular',
        picture_user: { data: jpegBytes(), filename: 'p.jpg', contentType: 'image/jpeg' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-picture',
        payload,
        headers: { ...headers, ...me.auth },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        id: me.user.id,
        firstname: 'Ama',
        lastname: null,
        name: 'Ama',
        address: 'Tokoin, Lomé',
        phone: '99887766',
        company: null,
      });
      expect(res.json().user.picture_user).toMatch(/^\/uploads\/pictures\/.+\.jpg$/);
      const otherRow = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', other.user.id)
        .executeTakeFirstOrThrow();
      expect(otherRow.firstname).toBe('Yao');
      expect(otherRow.picture_user).toBeNull();

      const read = await t.app.inject({ method: 'GET', url: '/api/me', headers: me.auth });
      expect(read.json().user.firstname).toBe('Ama');
    });

    it('updates company fields for a company account', async () => {
      const company = await createUser(t.db, { user_status: 'company', denomination_sociale: 'Akoss SARL' });
      const { payload, headers } = await multipartPayload({
        statut_juridique: 'SARL',
        emailpro: 'pro@akoss.tg',
        cnss: '123',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-picture',
        payload,
        headers: { ...headers, ...company.auth },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.company).toMatchObject({
        denomination_sociale: 'Akoss SARL',
        statut_juridique: 'SARL',
        emailpro: 'pro@akoss.tg',
        cnss: '123',
      });
    });

    it('validates profile fields', async () => {
      const me = await createUser(t.db);
      const { payload, headers } = await multipartPayload({ firstname: ' ', phone: '12' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-picture',
        payload,
        headers: { ...headers, ...me.auth },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        firstname: ['Veuillez renseigner votre prénom.'],
        phone: ['Minimum 8 chiffres requis'],
      });
    });

    it('POST /update-profile-picture replaces the picture and removes the old file', async () => {
      const me = await createUser(t.db);
      const send = async (file?: FilePart) => {
        const { payload, headers } = await multipartPayload({ picture_user: file });
        return t.app.inject({
          method: 'POST',
          url: '/api/update-profile-picture',
          payload,
          headers: { ...headers, ...me.auth },
        });
      };
      const first = await send({ data: pngBytes(), filename: 'a.png' });
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json().picture_user as string;
      expect(fs.existsSync(path.join(t.env.DATA_DIR, firstUrl))).toBe(true);

      const second = await send({ data: jpegBytes(), filename: 'b.jpg' });
      const secondUrl = second.json().picture_user as string;
      expect(secondUrl).not.toBe(firstUrl);
      expect(fs.existsSync(path.join(t.env.DATA_DIR, firstUrl))).toBe(false);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: me.auth })).json().user.picture_user,
      ).toBe(secondUrl);

      const missing = await send();
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe('Veuillez sélectionner une image');

      const fake = await send({ data: Buffer.from('%PDF-1.4'), filename: 'c.png', contentType: 'image/png' });
      expect(fake.statusCode).toBe(422);
    });

    it('takes a 6 MB phone photo lying on its side and stores it upright, small and without its EXIF', async () => {
      const me = await createUser(t.db);
      // A 4000x3000 sensor picture, red on its left edge, that the phone says to turn 90° clockwise
      // (EXIF orientation 6): upright, it is 3000 wide by 4000 high with the red along its top.
      const [width, height] = [4000, 3000];
      const pixels = randomBytes(width * height * 3);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < 400; x++) pixels.set([255, 0, 0], (y * width + x) * 3);
      }
      const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 85 })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);

      const { payload, headers } = await multipartPayload({
        picture_user: { data: photo, filename: 'IMG_2041.JPG', contentType: 'image/jpeg' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-profile-picture',
        payload,
        headers: { ...headers, ...me.auth },
      });
      expect(res.statusCode).toBe(200);

      const stored = fs.readFileSync(path.join(t.env.DATA_DIR, res.json().picture_user as string));
      expect(stored.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
      // The mean colour of a band across the stored picture: red along the top, the photo's grey noise below.
      const band = async (top: number) =>
        (
          await sharp(
            await sharp(stored).extract({ left: 0, top, width: 1200, height: 100 }).toBuffer(),
          ).stats()
        ).channels.map((c) => Math.round(c.mean / 32));
      expect(await band(0)).toEqual([8, 0, 0]);
      expect(await band(1500)).toEqual([4, 4, 4]);
      // Making, sending and shrinking a 12-megapixel photo: seconds alone, more on a shared 2-core machine.
    }, 120_000);

    it('answers 401 without a session', async () => {
      const { payload, headers } = await multipartPayload({
        picture_user: { data: pngBytes(), filename: 'a.png' },
      });
      for (const url of ['/api/update-profile-picture', '/api/update-picture']) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Utilisateur non authentifié');
      }
    });
  });

  describe('back-office list of users (role guard, D6)', () => {
    it('is for admins only: customer and staff 403, no/forged token 401', async () => {
      const customer = await createUser(t.db);
      const staff = await createUser(t.db, { role: 'staff' });
      const admin = await createUser(t.db, { role: 'admin' });

      const asCustomer = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: customer.auth,
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().message).toBe("Vous n'avez pas accès à cette ressource.");
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: 'Bearer forged-token-123' },
      });
      expect(forged.statusCode).toBe(401);

      const url = `/api/admin/users?q=${encodeURIComponent(customer.user.email)}`;
      expect((await t.app.inject({ method: 'GET', url, headers: staff.auth })).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().users).toEqual([
        expect.objectContaining({ id: customer.user.id, role: 'customer', deactivated_at: null }),
      ]);
    });
  });
});
