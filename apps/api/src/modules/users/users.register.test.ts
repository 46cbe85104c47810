import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { dbKinds, type TestApp } from '../../test/helper.js';
import { baseFields, PASSWORD, registrar, startAccountsApp } from '../../test/fixtures/users.js';

describe.each(dbKinds)('accounts: registration and profile (%s)', (kind) => {
  let t: TestApp;
  let grilleId: string;
  const register = registrar(() => t);

  beforeAll(async () => {
    ({ t, grilleId } = await startAccountsApp(kind));
  });
  afterAll(() => t.close());

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

  it('signs the new account in at once: its session answers /api/me as that account', async () => {
    const fields = baseFields();
    const body = (await register(fields)).json();
    expect(body.authorisation.type).toBe('bearer');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${body.authorisation.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(fields.email);
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
});
