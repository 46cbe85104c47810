import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';

describe.each(dbKinds)('accounts: referral code check (%s)', (kind) => {
  let t: TestApp;
  let ipSeq = 0;
  const nextIp = () => `10.3.0.${++ipSeq}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const check = (code: string, headers: Record<string, string> = {}, ip = nextIp()) =>
    t.app.inject({
      method: 'GET',
      url: `/api/referral/check/${code}`,
      headers: { 'x-forwarded-for': ip, ...headers },
    });

  it('names the sponsor or apporteur behind a code, in any case', async () => {
    await createUser(t.db, {
      firstname: 'Kodjo',
      lastname: 'Amouzou',
      user_status: 'sponsor',
      referral_code: 'SPNS23',
    });
    await createUser(t.db, {
      firstname: 'Edem',
      lastname: null,
      user_status: 'apporteur',
      referral_code: 'APRT45',
    });
    const sponsor = await check('spns23');
    expect(sponsor.statusCode).toBe(200);
    expect(sponsor.json()).toEqual({ sponsor_name: 'Kodjo Amouzou', sponsor_type: 'sponsor' });
    expect((await check('APRT45')).json()).toEqual({ sponsor_name: 'Edem', sponsor_type: 'apporteur' });
  });

  it('refuses unknown codes and codes of particular or company accounts with Code parrain invalide', async () => {
    await createUser(t.db, { user_status: 'particular', referral_code: 'PRTC67' });
    await createUser(t.db, { user_status: 'company', referral_code: 'CMPY89' });
    for (const code of ['PRTC67', 'CMPY89', 'INCONNU']) {
      const res = await check(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Code parrain invalide',
        code: 'REFERRAL_INVALID',
        error: 'Code parrain invalide',
      });
    }
  });

  it('does not validate a referrer’s own code for them (no self-referral)', async () => {
    const me = await createUser(t.db, { user_status: 'apporteur', referral_code: 'SELF23' });
    expect((await check('SELF23', me.auth)).statusCode).toBe(404);
    const someoneElse = await createUser(t.db);
    expect((await check('SELF23', someoneElse.auth)).statusCode).toBe(200);
  });

  it('rate limits guessing: misses count, valid codes do not', async () => {
    await createUser(t.db, { user_status: 'sponsor', referral_code: 'GOOD23' });
    const ip = nextIp();
    for (let i = 0; i < 40; i++) expect((await check('GOOD23', {}, ip)).statusCode).toBe(200);
    const misses = [];
    for (let i = 0; i < 32; i++) misses.push((await check(`MISS${i}`, {}, ip)).statusCode);
    expect(misses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(misses.slice(30)).toEqual([429, 429]);
    const limited = await check('GOOD23', {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
