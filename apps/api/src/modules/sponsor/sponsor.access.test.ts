import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

describe.each(dbKinds)('referral programme API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());

  describe('access', () => {
    it.each([
      '/api/sponsor/link',
      '/api/sponsor/dashboard',
      '/api/sponsor/rewards',
      '/api/sponsor/activation',
    ])('GET %s answers 401 when logged out', async (url) => {
      const res = await w.inject('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Utilisateur non authentifié' });
    });

    it('POST /api/sponsor/payment answers 401 when logged out', async () => {
      const res = await w.inject(
        'POST',
        '/api/sponsor/payment',
        {},
        { user_id: 'x', phone_number: '90112233' },
      );
      expect(res.statusCode).toBe(401);
    });

    it.each(['particular', 'company'] as const)('refuses a %s account with 403', async (status) => {
      const { account } = await w.register(status);
      for (const url of ['/api/sponsor/link', '/api/sponsor/dashboard', '/api/sponsor/rewards']) {
        const res = await w.inject('GET', url, account.auth);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: "Vous n'avez pas accès à cette ressource.",
        });
      }
      const pay = await w.inject('POST', '/api/sponsor/payment', account.auth, {
        user_id: account.id,
        phone_number: '90112233',
      });
      expect(pay.statusCode).toBe(422);
      expect(pay.json()).toMatchObject({ code: 'NOT_A_SPONSOR' });
    });

    it('opens the dashboard to apporteurs and to sponsors still pending, the activation to sponsors only', async () => {
      const { account: apporteur } = await w.register('apporteur');
      const { account: pending } = await w.register('sponsor');
      expect((await w.inject('GET', '/api/sponsor/dashboard', apporteur.auth)).statusCode).toBe(200);
      expect((await w.inject('GET', '/api/sponsor/dashboard', pending.auth)).statusCode).toBe(200);
      expect((await w.inject('GET', '/api/sponsor/activation', apporteur.auth)).statusCode).toBe(403);
      expect((await w.inject('GET', '/api/sponsor/activation', pending.auth)).statusCode).toBe(200);
    });

    it('refuses to pay the activation of another account (403)', async () => {
      const { account: pending } = await w.register('sponsor');
      const { account: other } = await w.register('sponsor');
      const res = await w.inject('POST', '/api/sponsor/payment', other.auth, {
        user_id: pending.id,
        phone_number: '90112233',
      });
      expect(res.statusCode).toBe(403);
      expect(
        await w.t.db.selectFrom('payments').select('id').where('user_id', '=', pending.id).execute(),
      ).toEqual([]);
    });
  });

  it('gives the link to the /ref landing of the account’s code', async () => {
    const { account } = await w.register('apporteur');
    const res = await w.inject('GET', '/api/sponsor/link', account.auth);
    expect(res.json()).toEqual({
      register_link: `https://chezmama.tg/ref/${account.referral_code}`,
      referral_code: account.referral_code,
      register_sponsor_link: `https://chezmama.tg/register?type=sponsor&sponsor_id=${account.referral_code}`,
    });
  });
});
