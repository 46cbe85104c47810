import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa, REFERRAL_SETTING_KEYS } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { expectAdminOnly, staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';

type PayoutLine = { beneficiary_id: string; amount: number; rewards_count: number; payable: boolean };

describe.each(dbKinds)('month-end referral payouts for admins (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  let referrer: Account;
  let small: Account;

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    // Two clients of one apporteur pay orders: 1 % of each is pending for the apporteur (P7.2).
    referrer = (await w.register('apporteur', { firstname: 'Kodjo' })).account;
    for (const name of ['Afi', 'Esi']) {
      const { account } = await w.register('particular', { code: referrer.referral_code, firstname: name });
      await w.orderAndPay(account, [{ dish_id: w.dear.id, quantity: 1 }]);
    }
    small = (await w.register('apporteur', { firstname: 'Yao' })).account;
    const { account } = await w.register('particular', { code: small.referral_code });
    await w.orderAndPay(account, [{ dish_id: w.cheap.id, quantity: 1 }]);
  });
  afterAll(async () => w.close());

  const list = async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: accounts.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payouts: PayoutLine[]; min_payout: number }>();
  };
  const pay = (id: string, payload: unknown) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${id}`,
      headers: accounts.admin,
      payload: payload as object,
    });

  it('is for admins only', async () => {
    await expectAdminOnly(w.t.app, accounts, { method: 'GET', url: '/api/admin/payouts' });
    await expectAdminOnly(w.t.app, accounts, { method: 'GET', url: '/api/admin/payouts.csv' });
    await expectAdminOnly(w.t.app, accounts, {
      method: 'POST',
      url: `/api/admin/payouts/${referrer.id}`,
      payload: { reference: 'X', amount: 120 },
    });
  });

  it("lists each beneficiary's pending balance with name, phone and number of rewards, largest first", async () => {
    const { payouts, min_payout } = await list();
    expect(min_payout).toBe(0);
    expect(payouts).toEqual([
      expect.objectContaining({
        beneficiary_id: referrer.id,
        name: 'Kodjo Test',
        phone: '90112233',
        user_status: 'apporteur',
        amount: 120,
        rewards_count: 2,
        payable: true,
      }),
      expect.objectContaining({ beneficiary_id: small.id, amount: 15, rewards_count: 1, payable: true }),
    ]);
  });

  it('exports the list as CSV for the spreadsheet', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts.csv',
      headers: accounts.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="versements-\d{4}-\d{2}\.csv"$/,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Bénéficiaire;Téléphone;Versement sur;E-mail;Type;Montant (FCFA);Récompenses;Depuis le;À verser',
    );
    expect(lines[1]).toMatch(
      /^Kodjo Test;90112233;;ref-\S+@example\.tg;Apporteur d'affaires;120;2;\d{4}-\d{2}-\d{2};oui$/,
    );
    expect(lines).toHaveLength(4);
  });

  it('shows staff the number and network the referrer set in their profile, in the list and the CSV', async () => {
    const url = '/api/me/payout-account';
    const before = await w.t.app.inject({ method: 'GET', url, headers: small.auth });
    expect(before.json()).toEqual({ payout_phone: null, payout_network: null });

    const bad = await w.t.app.inject({
      method: 'PUT',
      url,
      headers: small.auth,
      payload: { payout_phone: '12', payout_network: 'ORANGE' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['payout_network', 'payout_phone']);

    const saved = await w.t.app.inject({
      method: 'PUT',
      url,
      headers: small.auth,
      payload: { payout_phone: '+228 96 11 22 44', payout_network: 'FLOOZ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Votre numéro de versement a été enregistré.',
      payout_phone: '96112244',
      payout_network: 'FLOOZ',
    });

    const line = (await list()).payouts.find((p) => p.beneficiary_id === small.id);
    expect(line).toMatchObject({ payout_phone: '96112244', payout_network: 'FLOOZ' });
    const csv = await w.t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts.csv',
      headers: accounts.admin,
    });
    expect(csv.rawPayload.toString('utf8')).toContain(';FLOOZ 96112244;');
  });

  it('keeps the payout number to referrers: a customer is told so, a visitor must log in', async () => {
    const { account: customer } = await w.register('particular');
    const url = '/api/me/payout-account';
    const payload = { payout_phone: '90112233', payout_network: 'TMONEY' };
    const asCustomer = await w.t.app.inject({ method: 'PUT', url, headers: customer.auth, payload });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe(
      "Seuls les apporteurs d'affaires et les sponsors reçoivent des versements.",
    );
    expect((await w.t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
  });

  it('refuses a payout without reference, or for another amount than the balance, in French', async () => {
    const noRef = await pay(referrer.id, { reference: ' ', amount: 120 });
    expect(noRef.statusCode).toBe(422);
    expect(noRef.json().errors).toEqual({ reference: ['Indiquez la référence du paiement mobile money.'] });
    const other = await pay(referrer.id, { reference: 'TM-1', amount: 100 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/Le solde de ce bénéficiaire a changé/);
    expect((await list()).payouts[0]!.amount).toBe(120);
    const unknown = await pay('00000000-0000-4000-8000-000000000000', { reference: 'TM-1', amount: 120 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Bénéficiaire introuvable.');
  });

  it('respects the minimum payout setting', async () => {
    await w.t.db
      .insertInto('settings')
      .values({ key: REFERRAL_SETTING_KEYS.minPayout, value: '100' })
      .execute();
    try {
      const line = (await list()).payouts.find((p) => p.beneficiary_id === small.id)!;
      expect(line.payable).toBe(false);
      const res = await pay(small.id, { reference: 'TM-2', amount: 15 });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        `Le solde en attente (${formatFcfa(15)}) est inférieur au minimum de versement.`,
      );
    } finally {
      await w.t.db.deleteFrom('settings').where('key', '=', REFERRAL_SETTING_KEYS.minPayout).execute();
    }
  });

  it('pays exactly once under two simultaneous taps; the dashboard then shows those rewards paid', async () => {
    const answers = await Promise.all([
      pay(referrer.id, { reference: ' TMONEY-2611-42 ', amount: 120 }),
      pay(referrer.id, { reference: 'TMONEY-2611-42', amount: 120 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 200)!.json()).toMatchObject({
      beneficiary_id: referrer.id,
      amount: 120,
      rewards_count: 2,
      reference: 'TMONEY-2611-42',
    });
    expect((await list()).payouts.map((p) => p.beneficiary_id)).toEqual([small.id]);

    expect(await w.dashboard(referrer)).toMatchObject({ total_earnings: 120, pending_earnings: 0 });
    const { rewards, summary } = await w.rewards(referrer);
    expect(rewards.map((r) => [r.status, r.payout_reference])).toEqual([
      ['completed', 'TMONEY-2611-42'],
      ['completed', 'TMONEY-2611-42'],
    ]);
    expect(summary).toMatchObject({ paid_earnings: 120, pending_earnings: 0 });

    const audits = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('subject_id', '=', referrer.id)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'payout.paid', actor_id: accounts.adminId });
    expect(JSON.parse(audits[0]!.after!)).toMatchObject({
      name: 'Kodjo Test',
      amount: 120,
      rewards_count: 2,
      reference: 'TMONEY-2611-42',
    });
  });
});
