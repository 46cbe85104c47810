import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createSession, hashToken } from '../sessions/sessions.service.js';

describe.each(dbKinds)('accounts: login, sessions, password change (%s)', (kind) => {
  let t: TestApp;
  let ipSeq = 0;
  // Each test its own client address, so per-IP limits of one test do not leak into another.
  const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { TOKEN_TTL_HOURS: '2', REMEMBER_ME_TTL_DAYS: '30', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>, ip = '10.9.9.9') =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload, headers: { 'x-forwarded-for': ip } });
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });

  it('logs in with any e-mail case and answers the bearer token, its expiry and the user', async () => {
    const { user } = await createUser(t.db, { email: 'kossi@example.tg' });
    const before = Date.now();
    const res = await login({ email: 'Kossi@Example.TG', password: TEST_PASSWORD }, nextIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.authorisation.type).toBe('bearer');
    expect(body.user).toMatchObject({ id: user.id, email: 'kossi@example.tg', role: 'customer' });
    expect(JSON.stringify(body.user)).not.toContain('argon2');
    const ttl = Date.parse(body.authorisation.expires_at) - before;
    expect(ttl).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 3600_000 + 60_000);

    const who = await me(`Bearer ${body.authorisation.token}`);
    expect(who.statusCode).toBe(200);
    expect(who.json().user.id).toBe(user.id);
  });

  it('keeps a remember-me session for REMEMBER_ME_TTL_DAYS', async () => {
    const { user } = await createUser(t.db);
    const before = Date.now();
    const res = await login({ email: user.email, password: TEST_PASSWORD, remember_me: true }, nextIp());
    const ttl = Date.parse(res.json().authorisation.expires_at) - before;
    expect(ttl).toBeGreaterThan(30 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { user } = await createUser(t.db);
    const ip = nextIp();
    const wrong = await login({ email: user.email, password: 'pas-le-bon' }, ip);
    const unknown = await login({ email: 'personne@example.tg', password: TEST_PASSWORD }, ip);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'E-mail ou mot de passe incorrect.',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('validates the login body in French', async () => {
    const res = await login({ email: 'nope', password: '' }, nextIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Veuillez renseigner un email valide.'],
      password: ['Veuillez renseigner votre mot de passe.'],
    });
  });

  it('limits failures per address across accounts', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 102; i++) {
      statuses.push((await login({ email: `x${i}@example.tg`, password: 'faux' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(100)).toEqual([429, 429]);
  });

  it('does not count successful logins', async () => {
    const { user } = await createUser(t.db);
    const ip = nextIp();
    for (let i = 0; i < 15; i++) {
      expect((await login({ email: user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    }
  });

  it('answers /me without, with a forged or with an expired token: 401 Utilisateur non authentifié', async () => {
    const { user } = await createUser(t.db);
    const expired = await createSession(t.db, user.id, 60_000);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(expired.token))
      .execute();
    for (const authorization of [
      undefined,
      'Bearer forged',
      'Bearer ',
      `Basic ${expired.token}`,
      `Bearer ${expired.token}`,
    ]) {
      const res = await me(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Utilisateur non authentifié');
    }
  });

  it('logout ends only that session', async () => {
    const { user, auth } = await createUser(t.db);
    const other = await createSession(t.db, user.id, 3600_000);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth });
    expect(res.statusCode).toBe(200);
    expect((await me(auth.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${other.token}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(401);
  });

  describe('POST /changepassword', () => {
    const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/changepassword', headers, payload });

    it('checks the current password', async () => {
      const { auth } = await createUser(t.db);
      const res = await change(auth, {
        current_password: 'pas-le-bon',
        new_password: 'nouveau1',
        new_password_confirmation: 'nouveau1',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
    });

    it('validates length and confirmation', async () => {
      const { auth } = await createUser(t.db);
      const res = await change(auth, {
        current_password: TEST_PASSWORD,
        new_password: '12345',
        new_password_confirmation: '1234',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        new_password: ['Le mot de passe doit contenir au moins 6 caractères.'],
        new_password_confirmation: ['Les mots de passe ne correspondent pas.'],
      });
    });

    it('changes the password, ends the other sessions and keeps the current one', async () => {
      const { user, auth } = await createUser(t.db);
      const otherDevice = await createSession(t.db, user.id, 3600_000);
      const bystander = await createUser(t.db);
      const res = await change(auth, {
        current_password: TEST_PASSWORD,
        new_password: 'Nouveau-2025',
        new_password_confirmation: 'Nouveau-2025',
      });
      expect(res.statusCode).toBe(200);
      expect((await me(auth.authorization)).statusCode).toBe(200);
      expect((await me(`Bearer ${otherDevice.token}`)).statusCode).toBe(401);
      expect((await me(bystander.auth.authorization)).statusCode).toBe(200);

      const ip = nextIp();
      expect((await login({ email: user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(401);
      expect((await login({ email: user.email, password: 'Nouveau-2025' }, ip)).statusCode).toBe(200);
      // Another account's password is untouched.
      expect((await login({ email: bystander.user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(
        200,
      );
    });

    it('requires a session', async () => {
      const res = await change(
        {},
        { current_password: 'x', new_password: 'abcdef', new_password_confirmation: 'abcdef' },
      );
      expect(res.statusCode).toBe(401);
    });
  });
});
