import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { jpegBytes, multipartPayload, pngBytes, type FilePart } from '../../test/multipart.js';
import { newId } from '../../lib/ids.js';

const PASSWORD = 'Akwaba2025!';
let seq = 0;
const uniqueEmail = () => `inscrit-${Date.now()}-${++seq}@example.tg`;

const baseFields = () => ({
  firstname: 'Afi',
  lastname: 'Mensah',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  phone: '+22890112233',
  user_status: 'particular',
});

describe.each(dbKinds)('accounts: registration and profile (%s)', (kind) => {
  let t: TestApp;
  let grilleId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    grilleId = newId();
    // The catalogue seed makes this grid in real runs; tests bring their own.
    await t.db
      .insertInto('sponsor_grilles')
      .values([
        {
          id: grilleId,
          name: 'Parrain',
          amount: 200_000,
          kit_description: 'Kit de bienvenue : 10 plats',
          active: 1,
        },
        { id: newId(), name: 'Ancienne grille', amount: 150_000, kit_description: 'Ancien kit', active: 0 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  async function register(fields: Record<string, string | FilePart | undefined>) {
    const { payload, headers } = await multipartPayload(fields);
    return t.app.inject({ method: 'POST', url: '/api/users/register', payload, headers });
  }

  it('registers a particular: 201, no payment, the public user without any password field', async () => {
    const fields = baseFields();
    const res = await register({ ...fields, email: `  ${fields.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.requires_payment).toBe(false);
    expect(body.payment_info).toBeUndefined();
    expect(body.user).toMatchObject({
      name: 'Afi Mensah',
      firstname: 'Afi',
      email: fields.email,
      phone: '+22890112233',
      user_status: 'particular',
      role: 'customer',
      referral_code: null,
      activation_status: 'active',
      company: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('lets the new account log in with the chosen password', async () => {
    const fields = baseFields();
    expect((await register(fields)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: fields.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers every §5 failure with its French message per field', async () => {
    const res = await register({
      email: 'pas-un-email',
      password: 'abc',
      password_confirmation: 'abd',
      phone: '9011',
      user_status: 'company',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstname: ['Veuillez renseigner votre prénom.'],
      email: ['Veuillez renseigner un email valide.'],
      password: ['Veuillez choisir un mot de passe plus fort.'],
      password_confirmation: ['Les mots de passe ne correspondent pas.'],
      phone: ['Minimum 8 chiffres requis'],
      denomination_sociale: ['Veuillez renseigner la dénomination sociale.'],
    });
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const fields = baseFields();
    expect((await register(fields)).statusCode).toBe(201);
    const again = await register({ ...baseFields(), email: fields.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée.'] });
  });

  it('creates one account when the same registration arrives twice at once', async () => {
    const fields = baseFields();
    const answers = await Promise.all([register(fields), register(fields), register(fields)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', fields.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('gives apporteurs and sponsors a unique referral code; sponsors wait for their payment', async () => {
    const apporteur = (await register({ ...baseFields(), user_status: 'apporteur' })).json();
    expect(apporteur.requires_payment).toBe(false);
    expect(apporteur.user.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

    const res = await register({ ...baseFields(), user_status: 'sponsor' });
    expect(res.statusCode).toBe(201);
    const sponsor = res.json();
    expect(sponsor.user.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(sponsor.user.referral_code).not.toBe(apporteur.user.referral_code);
    expect(sponsor.user.activation_status).toBe('pending_payment');
    expect(sponsor.requires_payment).toBe(true);
    expect(sponsor.payment_info).toEqual({
      amount: 200_000,
      currency: 'FCFA',
      sponsor_grille_id: grilleId,
      kit_description: 'Kit de bienvenue : 10 plats',
      user_id: sponsor.user.id,
    });
  });

  it('checks a given sponsor grid: unknown or inactive ones are refused', async () => {
    const inactive = await t.db
      .selectFrom('sponsor_grilles')
      .select('id')
      .where('active', '=', 0)
      .executeTakeFirstOrThrow();
    for (const id of ['nope', inactive.id]) {
      const res = await register({ ...baseFields(), user_status: 'sponsor', sponsor_grille_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ sponsor_grille_id: ['Grille de parrainage invalide.'] });
    }
    const ok = await register({ ...baseFields(), user_status: 'sponsor', sponsor_grille_id: grilleId });
    expect(ok.json().payment_info.sponsor_grille_id).toBe(grilleId);
  });

  it('records the sponsorship with the account when a valid code is given, in any case', async () => {
    const referrer = (await register({ ...baseFields(), firstname: 'Kodjo', user_status: 'sponsor' })).json()
      .user;
    const res = await register({ ...baseFields(), sponsor_id: ` ${referrer.referral_code.toLowerCase()} ` });
    expect(res.statusCode).toBe(201);
    const sponsorship = await t.db
      .selectFrom('sponsorships')
      .selectAll()
      .where('sponsored_id', '=', res.json().user.id)
      .executeTakeFirstOrThrow();
    expect(sponsorship.sponsor_id).toBe(referrer.id);
  });

  it('refuses a code of a particular or company account, or an unknown one, and creates nothing', async () => {
    const { user: particular } = await createUser(t.db, { referral_code: 'PART23' });
    expect(particular.user_status).toBe('particular');
    for (const code of ['PART23', 'ZZZZZZ']) {
      const fields = baseFields();
      const res = await register({ ...fields, sponsor_id: code });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ sponsor_id: ['Code parrain invalide'] });
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });

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
