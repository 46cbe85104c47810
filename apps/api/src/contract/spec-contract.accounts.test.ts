import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.js';
import { dbKinds, type TestApp } from '../test/helper.js';
import { pngBytes } from '../test/multipart.js';
import { eventually } from '../test/paygate-testing.js';
import { startContractApp, type ContractApp } from '../test/spec-contract-app.js';
import { signUp, specClient } from './spec-client.js';

/**
 * P12.1 as a client written from the spec alone would call it: paths under /api, the payloads exactly as
 * P12.3 and P12.1 list them, and only the answer fields the spec says the client reads.
 */

/** The reset code from the newest e-mail to `email` in the outbox (no SMTP in tests, P10.6). */
async function resetCodeFor(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir)).sort().reverse();
  for (const name of names) {
    const mail = (await fs.readFile(path.join(dir, name), 'utf8')).replace(/=\r?\n/g, '');
    const code = /réinitialisation.*?(\d{6})/s.exec(mail.replace(/=C3=A9/g, 'é'))?.[1];
    if (new RegExp(`^To: ${email}$`, 'mi').test(mail) && code) return code;
  }
  throw new Error(`no reset code for ${email}`);
}

describe.each(dbKinds)('spec §7 contract (%s)', (kind) => {
  let sim: ContractApp['sim'];
  let t: TestApp;
  let dish: ContractApp['dish'];
  let referrerCode: string;

  beforeAll(async () => {
    ({ sim, t, dish, referrerCode } = await startContractApp(kind));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  describe('public reads', () => {
    it('GET /specialites, /menu, /typepublishes, /publishes/content answer what the pages read', async () => {
      const client = specClient(t.app, { referralCode: referrerCode });
      const specialites = await client.get('/specialites');
      expect(specialites.statusCode).toBe(200);
      expect(specialites.json()[0]).toMatchObject({ id: expect.any(String), name: 'Plats' });
      expect(specialites.json()[0]).toHaveProperty('bgImage');

      const menu = await client.get('/menu');
      expect(menu.statusCode).toBe(200);
      expect(menu.json().dishes).toContainEqual(
        expect.objectContaining({
          dish_id: dish.id,
          dish_name: 'Ayimolou',
          dish_price: 2500,
          dish_description: expect.any(String),
          bg_image: expect.any(String),
          type_name: expect.any(String),
        }),
      );

      const types = await client.get('/typepublishes');
      expect(types.statusCode).toBe(200);
      expect(types.json()).toContainEqual({ id: 'tp-news', name: 'Actualités' });

      const publications = await client.get('/publishes/content');
      expect(publications.statusCode).toBe(200);
      expect(publications.json()[0]).toMatchObject({
        title: 'Nouveau menu',
        excerpt: 'Découvrez nos dernières actualités...',
        created_at: expect.any(String),
        image: expect.any(String),
        type_publish_id: 'tp-news',
      });
    });

    it('GET /referral/check/{code} gives sponsor_name and sponsor_type, or an error field', async () => {
      const client = specClient(t.app);
      const found = await client.get(`/referral/check/${referrerCode}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        sponsor_name: expect.stringContaining('Kodjo'),
        sponsor_type: 'apporteur',
      });

      const unknown = await client.get('/referral/check/ZZZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Code parrain invalide');
    });
  });

  describe('accounts', () => {
    it('registers by multipart with password_confirmation and a picture, then logs in: requires_payment, user, authorisation.token', async () => {
      const { registered, login, client } = await signUp(t.app, {
        sponsor_id: referrerCode,
        picture_user: { data: pngBytes(), filename: 'moi.png', contentType: 'image/png' },
      });
      expect(registered.requires_payment).toBe(false);
      expect(registered.payment_info).toBeUndefined();
      expect(registered.user).toMatchObject({
        firstname: 'Afi',
        phone: '90112233',
        user_status: 'particular',
      });
      expect(registered.user.picture_user).toMatch(/^\/uploads\//);
      expect(login.authorisation.token).toEqual(expect.any(String));
      expect(login.user.email).toBe(registered.user.email);

      const me = await client.get('/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(registered.user.id);
    });

    it('registers a sponsor (sponsor_grille_id) and a company (its fields and documents)', async () => {
      const sponsor = await signUp(t.app, { user_status: 'sponsor', sponsor_grille_id: 'grille-1' });
      expect(sponsor.registered.requires_payment).toBe(true);
      expect(sponsor.registered.payment_info).toMatchObject({
        amount: 200_000,
        user_id: sponsor.registered.user.id,
      });

      const company = await signUp(t.app, {
        user_status: 'company',
        denomination_sociale: 'Saveurs du Golfe SARL',
        company_email: 'contact@saveurs.tg',
        nif: '1000123456',
        rccm: 'TG-LOM 2024 B 123',
        picture_nif: { data: pngBytes(), filename: 'nif.png', contentType: 'image/png' },
        picture_ceo: { data: pngBytes(), filename: 'ceo.png', contentType: 'image/png' },
      });
      expect(company.registered.requires_payment).toBe(false);
      expect(company.registered.user.company).toMatchObject({
        denomination_sociale: 'Saveurs du Golfe SARL',
        emailpro: 'contact@saveurs.tg',
        nif: '1000123456',
        rccm: 'TG-LOM 2024 B 123',
      });
    });

    it('a stale stored token, sent on every call (§7), locks nobody out of the public calls and of login', async () => {
      const { email } = await signUp(t.app);
      const client = specClient(t.app, { token: 'expired-or-forged', referralCode: referrerCode });
      for (const url of ['/menu', '/specialites', '/publishes/content', `/referral/check/${referrerCode}`]) {
        expect((await client.get(url)).statusCode, url).toBe(200);
      }
      const login = await client.post('/users/login', { email, password: 'Motdepasse1!' });
      expect(login.statusCode).toBe(200);
      const registered = await client.form('/users/register', {
        firstname: 'Yao',
        email: `yao-${newId().slice(0, 8)}@example.tg`,
        password: 'Motdepasse1!',
        password_confirmation: 'Motdepasse1!',
        phone: '90112233',
        user_status: 'particular',
      });
      expect(registered.statusCode).toBe(201);
    });

    it('GET /me answers 401 to a stale token, which clears the session', async () => {
      const res = await specClient(t.app, { token: 'expired-or-forged' }).get('/me');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    });

    it('updates the profile and the picture (multipart), and changes the password', async () => {
      const { client, email } = await signUp(t.app);
      const profile = await client.form('/update-picture', {
        firstname: 'Afiwa',
        lastname: 'Mensah',
        phone: '+22891223344',
        address: 'Tokoin, Lomé',
        picture_user: { data: pngBytes(), filename: 'p.png', contentType: 'image/png' },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().user).toMatchObject({ firstname: 'Afiwa', address: 'Tokoin, Lomé' });

      const picture = await client.form('/update-profile-picture', {
        picture_user: { data: pngBytes(), filename: 'q.png', contentType: 'image/png' },
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.json().picture_user).toMatch(/^\/uploads\//);

      const changed = await client.post('/changepassword', {
        current_password: 'Motdepasse1!',
        new_password: 'Nouveau123',
        new_password_confirmation: 'Nouveau123',
      });
      expect(changed.statusCode).toBe(200);
      expect(
        (await specClient(t.app).post('/users/login', { email, password: 'Nouveau123' })).statusCode,
      ).toBe(200);
    });

    it('resets a forgotten password: forgot-password, validate-reset-code, reset-password with platform web', async () => {
      const { email } = await signUp(t.app);
      const client = specClient(t.app);
      const forgot = await client.post('/forgot-password', { email });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toMatchObject({ success: true, message: expect.any(String) });

      const code = await eventually(() => resetCodeFor(t.env.DATA_DIR, email).catch(() => undefined));
      const wrong = await client.post('/validate-reset-code', {
        code: code === '000000' ? '111111' : '000000',
        email,
      });
      expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
      expect(wrong.json().message).toEqual(expect.any(String));
      const valid = await client.post('/validate-reset-code', { code, email });
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toMatchObject({ success: true, message: expect.any(String) });

      const reset = await client.post('/reset-password', {
        code,
        email,
        password: 'Reprise1',
        password_confirmation: 'Reprise1',
        platform: 'web',
      });
      expect(reset.statusCode).toBe(200);
      expect((await client.post('/users/login', { email, password: 'Reprise1' })).statusCode).toBe(200);
    });
  });
});
