import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { sponsorSteps } from '../../test/fixtures/sponsor.js';

describe.each(dbKinds)('referral programme API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());
  const { activeSponsor, check, commissionRows } = sponsorSteps(() => w);

  it('activates a sponsor through its own payment: active account, 25 000 FCFA to the referring active sponsor, once, kit waiting', async () => {
    const referrer = await activeSponsor(null, 'Parrain');
    const { account, body } = await w.register('sponsor', {
      code: referrer.referral_code,
      firstname: 'Nouveau',
    });
    expect(body).toMatchObject({
      requires_payment: true,
      user: { activation_status: 'pending_payment', user_status: 'sponsor' },
      payment_info: { amount: 200_000, currency: 'FCFA', sponsor_grille_id: w.grilleId, user_id: account.id },
      authorisation: { token: expect.any(String), type: 'bearer' },
    });
    // Pending: logs in, sees the activation to pay, shows as an apporteur, earns no sponsor bonus.
    const registered = { authorization: `Bearer ${body.authorisation.token}` };
    expect((await w.inject('GET', '/api/me', registered)).json().user.activation_status).toBe(
      'pending_payment',
    );
    expect(await check(account.referral_code!)).toMatchObject({ sponsor_type: 'apporteur' });
    expect((await w.inject('GET', '/api/sponsor/activation', registered)).json()).toMatchObject({
      activation_status: 'pending_payment',
      payment_info: { amount: 200_000, user_id: account.id },
      pending_payment: null,
    });
    expect(await w.dashboard(account)).toMatchObject({
      is_premium: false,
      activation_status: 'pending_payment',
    });

    // Paid with the session registration gave, confirmed through the status API.
    const res = await w.inject('POST', '/api/sponsor/payment', registered, {
      user_id: account.id,
      phone_number: '90112233',
      network: 'TMONEY',
    });
    expect(res.statusCode).toBe(200);
    const started = res.json();
    expect(started).toMatchObject({
      status: 'pending',
      amount: 200_000,
      message: 'Paiement initié! Vérifiez votre téléphone pour confirmer.',
    });
    expect(
      (await w.inject('GET', '/api/sponsor/activation', registered)).json().pending_payment,
    ).toMatchObject({
      payment_id: started.payment_id,
    });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        w.inject('POST', '/api/paygate/callback', {}, { tx_reference: started.tx_reference }),
      ),
    );
    expect((await w.inject('GET', `/api/payments/${started.payment_id}`, registered)).json()).toMatchObject({
      status: 'paid',
      amount: 200_000,
    });
    expect((await w.inject('GET', '/api/me', registered)).json().user.activation_status).toBe('active');
    const row = await w.t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.activated_at).not.toBeNull();
    expect(row.kit_handed_over_at).toBeNull();
    expect(await check(account.referral_code!)).toMatchObject({ sponsor_type: 'sponsor' });
    expect(await w.dashboard(account)).toMatchObject({ is_premium: true, activation_status: 'active' });
    expect((await w.inject('GET', '/api/sponsor/activation', registered)).json()).toMatchObject({
      activation_status: 'active',
      payment_info: null,
      pending_payment: null,
    });

    await w.t.app.outbox.drain();
    const { rewards } = await w.rewards(referrer);
    expect(rewards.filter((r) => r.kind === 'sponsor_bonus')).toMatchObject([
      {
        reward_type: 'sponsor_bonus',
        amount: 25_000,
        status: 'pending',
        description: 'Prime sponsor : activation de Nouveau',
        source_user: { firstname: 'Nouveau' },
      },
    ]);
    const again = await w.inject('POST', '/api/sponsor/payment', registered, {
      user_id: account.id,
      phone_number: '90112233',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_ACTIVE',
      message: 'Votre compte sponsor est déjà actif.',
    });
  });

  it('pays no sponsor bonus to an apporteur or a pending sponsor, and none afterwards (not retroactive)', async () => {
    const { account: apporteur } = await w.register('apporteur');
    await activeSponsor(apporteur.referral_code);
    const { account: pending } = await w.register('sponsor');
    await activeSponsor(pending.referral_code);
    await w.activate(pending);
    await w.t.app.outbox.drain();
    expect((await commissionRows(apporteur)).filter((r) => r.kind === 'sponsor_bonus')).toEqual([]);
    expect((await commissionRows(pending)).filter((r) => r.kind === 'sponsor_bonus')).toEqual([]);
    // Active now: the next sponsor it brings earns it the bonus.
    await activeSponsor(pending.referral_code);
    expect(
      (await commissionRows(pending)).filter((r) => r.kind === 'sponsor_bonus').map((r) => r.amount),
    ).toEqual([25_000]);
  });

  it('starts the network commission at activation, not before (D11)', async () => {
    const { account: late } = await w.register('sponsor', { firstname: 'Tardif' });
    const { account: a1 } = await w.register('apporteur', { code: late.referral_code });
    const { account: client } = await w.register('particular', { code: a1.referral_code });
    const before = await w.orderAndPay(client);
    await w.activate(late);
    const after = await w.orderAndPay(client);
    const rows = await commissionRows(late);
    expect(rows.map((r) => [r.order_id, r.amount])).toEqual([[after.id, 12]]);
    expect(rows.some((r) => r.order_id === before.id)).toBe(false);
  });
});
