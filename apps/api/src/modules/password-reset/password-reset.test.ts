import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createSession } from '../sessions/sessions.service.js';

const INVALID = 'Code de réinitialisation invalide ou expiré. Veuillez demander un nouveau code.';

/** Text of the .eml files in the outbox sent to `to`, oldest first (quoted-printable decoded). */
async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
  return mails
    .filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m))
    .map((m) =>
      Buffer.from(
        m
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

const codeIn = (mail: string) => /code de réinitialisation : (\d{6})/.exec(mail)?.[1];

describe.each(dbKinds)('accounts: password reset (%s)', (kind) => {
  let t: TestApp;
  let ipSeq = 0;
  const nextIp = () => `10.1.0.${++ipSeq}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://chezmama.tg/', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, ip = '10.2.0.1') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

  /** Asks for a code and reads it from the outbox; the e-mail leaves after the answer, so it is waited for. */
  async function requestCode(email: string, ip = nextIp()) {
    const before = await mailsTo(t.env.DATA_DIR, email);
    const res = await post('/api/forgot-password', { email }, ip);
    expect(res.statusCode).toBe(200);
    let mail = '';
    await vi.waitFor(async () => {
      mail = (await mailsTo(t.env.DATA_DIR, email)).find((m) => !before.includes(m)) ?? '';
      expect(mail).not.toBe('');
    });
    return { res, mail, code: codeIn(mail)! };
  }

  it('resets a password end to end with the code read from the outbox, and ends every session', async () => {
    const { user, auth } = await createUser(t.db, { firstname: 'Akossiwa' });
    const otherDevice = await createSession(t.db, user.id, 3600_000);
    const { res, mail, code } = await requestCode(user.email);
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringContaining('code de réinitialisation'),
    });
    expect(mail).toMatch(/^Subject: .*initialisation/m);
    expect(mail).toContain('Bonjour Akossiwa,');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail).toContain(
      `https://chezmama.tg/forgotpassword?code=${code}&email=${encodeURIComponent(user.email)}`,
    );

    const ip = nextIp();
    const valid = await post('/api/validate-reset-code', { code, email: user.email }, ip);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().success).toBe(true);

    const reset = await post(
      '/api/reset-password',
      { code, email: user.email, password: 'Nouveau1', password_confirmation: 'Nouveau1', platform: 'web' },
      ip,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);

    for (const token of [auth.authorization, `Bearer ${otherDevice.token}`]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } })).statusCode,
      ).toBe(401);
    }
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password } });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('Nouveau1')).statusCode).toBe(200);

    // Single use.
    const again = await post(
      '/api/reset-password',
      { code, email: user.email, password: 'Encore12', password_confirmation: 'Encore12' },
      ip,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(INVALID);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const { user } = await createUser(t.db);
    const unknown = await post('/api/forgot-password', { email: 'inconnu@example.tg' }, nextIp());
    const known = await requestCode(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.res.json());
    expect(await mailsTo(t.env.DATA_DIR, 'inconnu@example.tg')).toEqual([]);
  });

  it('answers before the e-mail is sent: a hanging mail server delays no one', async () => {
    const { user } = await createUser(t.db);
    let release: () => void = () => undefined;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation(() => hanging);
    try {
      const tooLate = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 3000));
      const answers = await Promise.race([
        Promise.all([
          post('/api/forgot-password', { email: user.email }, nextIp()),
          post('/api/forgot-password', { email: 'inconnu@example.tg' }, nextIp()),
        ]),
        tooLate,
      ]);
      expect(answers).not.toBe('no answer');
      const [known, unknown] = answers as Exclude<typeof answers, 'no answer'>;
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      // The e-mail is on its way all the same.
      await vi.waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: user.email })));
    } finally {
      release();
      send.mockRestore();
    }
  });

  it('refuses a wrong code and stops after 5 attempts, even for the right code', async () => {
    const { user } = await createUser(t.db);
    const { code } = await requestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/validate-reset-code', { code: wrong, email: user.email }, ip);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: INVALID, errors: { code: [INVALID] } });
    }
    expect((await post('/api/validate-reset-code', { code, email: user.email }, ip)).statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const { user } = await createUser(t.db);
    const { code } = await requestCode(user.email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await post('/api/validate-reset-code', { code, email: user.email }, nextIp())).statusCode).toBe(
      422,
    );
  });

  it('voids the previous code when a new one is requested', async () => {
    const { user } = await createUser(t.db);
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    const ip = nextIp();
    if (first.code !== second.code) {
      expect(
        (await post('/api/validate-reset-code', { code: first.code, email: user.email }, ip)).statusCode,
      ).toBe(422);
    }
    expect(
      (await post('/api/validate-reset-code', { code: second.code, email: user.email }, ip)).statusCode,
    ).toBe(200);
  });

  it("does not accept one account's code for another account", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const { code } = await requestCode(a.user.email);
    await requestCode(b.user.email);
    const res = await post(
      '/api/reset-password',
      { code, email: b.user.email, password: 'Piratage1', password_confirmation: 'Piratage1' },
      nextIp(),
    );
    // Equal codes are possible (1 in a million); the hash is bound to the user anyway.
    const bCode = codeIn((await mailsTo(t.env.DATA_DIR, b.user.email)).at(-1)!);
    if (bCode !== code) expect(res.statusCode).toBe(422);
  });

  it('validates the reset form in French', async () => {
    const res = await post(
      '/api/reset-password',
      { code: '12ab', email: 'x@example.tg', password: '12345', password_confirmation: '54321' },
      nextIp(),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      code: ['Le code doit contenir 6 chiffres.'],
      password: ['Le mot de passe doit contenir au moins 6 caractères.'],
      password_confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });

  it('rate limits forgot-password per address and code checks per client', async () => {
    const { user } = await createUser(t.db);
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/api/forgot-password', { email: user.email }, nextIp())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    await vi.waitFor(async () => expect(await mailsTo(t.env.DATA_DIR, user.email)).toHaveLength(5));

    const ip = nextIp();
    const checks = [];
    for (let i = 0; i < 22; i++) {
      checks.push(
        (await post('/api/validate-reset-code', { code: '123456', email: `z${i}@example.tg` }, ip))
          .statusCode,
      );
    }
    expect(checks.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(checks.slice(20)).toEqual([429, 429]);
    const limited = await post(
      '/api/reset-password',
      { code: '123456', email: 'z@example.tg', password: 'abcdef', password_confirmation: 'abcdef' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
