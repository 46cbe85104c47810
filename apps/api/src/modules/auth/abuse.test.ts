import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../config/env.js';
import type { Mail } from '../../lib/mailer.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { multipartPayload } from '../../test/multipart.js';

const TOO_MANY = 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.';

describe('REGISTER_LIMIT_PER_HOUR', () => {
  it('is 10 sign-ups an hour per address unless set', () => {
    expect(loadEnv({}).REGISTER_LIMIT_PER_HOUR).toBe(10);
  });
});

describe.each(dbKinds)('accounts: abuse (%s)', (kind) => {
  let t: TestApp;
  let addressSeq = 0;
  // Each test its own client addresses, so the limits of one test do not leak into another.
  const nextAddress = () => `10.7.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;
  // Every e-mail the app sends; a test may replace `send` to make the mail server slow.
  const sent: Mail[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { REGISTER_LIMIT_PER_HOUR: '10', PUBLIC_URL: 'https://chezmama.tg' });
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      sent.push(mail);
    });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => sent.filter((m) => m.to === to);
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

  describe('registration', () => {
    let seq = 0;
    async function register(remoteAddress: string, email = `inscrit-${Date.now()}-${++seq}@example.tg`) {
      const { payload, headers } = await multipartPayload({
        firstname: 'Afi',
        lastname: 'Mensah',
        email,
        password: 'Akwaba2025!',
        password_confirmation: 'Akwaba2025!',
        phone: '+22890112233',
        user_status: 'particular',
      });
      return t.app.inject({ method: 'POST', url: '/api/users/register', payload, headers, remoteAddress });
    }

    it('refuses the 11th sign-up of the hour from one address in French, not those of another address', async () => {
      const address = nextAddress();
      const statuses = [];
      for (let i = 0; i < 10; i++) statuses.push((await register(address)).statusCode);
      expect(statuses).toEqual(Array(10).fill(201));

      const refused = await register(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY, code: 'RATE_LIMITED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);

      expect((await register(nextAddress())).statusCode).toBe(201);
    });

    it('counts the attempts that only learn an e-mail is taken', async () => {
      const { user } = await createUser(t.db);
      const address = nextAddress();
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await register(address, user.email)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });

  describe('failed logins', () => {
    it("throttle the stranger's address, never the owner's right password from elsewhere", async () => {
      const { user } = await createUser(t.db);
      const stranger = nextAddress();
      const statuses = [];
      for (let i = 0; i < 30; i++) statuses.push((await login(user.email, `faux-${i}`, stranger)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      // The stranger may have found it during the burst: from there even the right password waits.
      expect((await login(user.email, TEST_PASSWORD, stranger)).statusCode).toBe(429);

      const owner = await login(user.email, TEST_PASSWORD, nextAddress());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.id).toBe(user.id);
    });

    it('throttle a concurrent burst from one address exactly at the limit', async () => {
      const { user } = await createUser(t.db);
      const stranger = nextAddress();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(user.email, `faux-${i}`, stranger)),
      );
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20);
    });

    it('e-mail the owner in French once per window, however many addresses are refused', async () => {
      const { user } = await createUser(t.db, { firstname: 'Akossiwa' });
      const first = nextAddress();
      for (let i = 0; i < 12; i++) await login(user.email, `faux-${i}`, first);
      await vi.waitFor(() => expect(mailsTo(user.email)).toHaveLength(1));
      const [mail] = mailsTo(user.email);
      expect(mail!.subject).toBe('Tentatives de connexion refusées sur votre compte – Chez Mama Lomé');
      expect(mail!.text).toContain('Bonjour Akossiwa,');
      expect(mail!.text).toContain(`l'adresse IP ${first}`);
      expect(mail!.text).toContain('pendant 15 minutes');
      expect(mail!.text).toContain('https://chezmama.tg/forgotpassword');

      // More refusals, from the same address and from others, within the window: no second message.
      const second = nextAddress();
      for (let i = 0; i < 12; i++) await login(user.email, `faux-${i}`, second);
      for (let i = 0; i < 3; i++) await login(user.email, `faux-${i}`, first);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(user.email)).toHaveLength(1);
    });

    it('count a phone login by its number, whatever e-mail field comes beside it or however the number is typed', async () => {
      const address = nextAddress();
      const forms = ['90 55 44 33', '+228 90554433', '90554433', '00228 90 55 44 33'];
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        const payload = {
          phone: forms[i % forms.length],
          email: `autre-${i}@example.tg`,
          password: `faux-${i}`,
        };
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload,
          remoteAddress: address,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      // The e-mails sent beside it were not the accounts tried: their own logins are not refused.
      expect((await login('autre-3@example.tg', 'faux', address)).statusCode).toBe(401);
    });

    it('send nothing when the throttled e-mail has no account, and answer it the same way', async () => {
      const address = nextAddress();
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await login('personne@example.tg', `faux-${i}`, address)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo('personne@example.tg')).toEqual([]);
    });

    it('answer the throttled login without waiting for the mail server', async () => {
      const { user } = await createUser(t.db);
      let release: () => void = () => undefined;
      const hanging = new Promise<void>((resolve) => (release = resolve));
      vi.mocked(t.app.mailer.send).mockImplementationOnce(() => hanging);
      try {
        const address = nextAddress();
        for (let i = 0; i < 10; i++) await login(user.email, `faux-${i}`, address);
        const refused = await login(user.email, 'faux', address);
        expect(refused.statusCode).toBe(429);
        await vi.waitFor(() =>
          expect(t.app.mailer.send).toHaveBeenCalledWith(expect.objectContaining({ to: user.email })),
        );
      } finally {
        release();
      }
    });
  });
});
