import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { recordPayout } from '../referral/payouts.service.js';
import { sponsorSteps } from '../../test/fixtures/sponsor.js';

describe.each(dbKinds)('referral programme API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());
  const { activeSponsor, commissionRows } = sponsorSteps(() => w);

  it('pays 1 % of the dishes total to the direct referrer, delivery excluded, rounded down', async () => {
    await w.t.db.insertInto('settings').values({ key: 'delivery_price', value: '1000' }).execute();
    try {
      const { account: apporteur } = await w.register('apporteur');
      const { account: client } = await w.register('particular', {
        code: apporteur.referral_code,
        firstname: 'Afi',
      });
      const order = await w.orderAndPay(client, [{ dish_id: w.dish.id, quantity: 2 }]);
      expect(order.total_price).toBe(2 * 2599 + 1000);
      const d = await w.dashboard(apporteur);
      expect(d).toMatchObject({
        sponsored_count: 1,
        total_earnings: 51,
        pending_earnings: 51,
        free_dishes_available: 0,
        is_premium: false,
        user_status: 'apporteur',
      });
      expect(d.recent_orders).toEqual([
        {
          id: order.id,
          code_commande: order.code_commande,
          total_price: 6198,
          paid_at: expect.any(String),
          commission: 51,
          sponsorship: { sponsored: { firstname: 'Afi' } },
        },
      ]);
      expect(d.recent_sponsored).toMatchObject([
        { id: client.id, sponsored: { firstname: 'Afi', lastname: 'Test' }, level: 1, orders_count: 1 },
      ]);
      expect(d.recent_sponsored[0]!.rewards.map((r) => r.amount)).toEqual([51]);
      const { rewards } = await w.rewards(apporteur);
      expect(rewards).toMatchObject([
        {
          reward_type: 'commission',
          kind: 'commission',
          level: 1,
          amount: 51,
          status: 'pending',
          description: `Commission 1 % sur la commande ${order.code_commande} de Afi`,
          order_code: order.code_commande,
          reversed: false,
        },
      ]);
    } finally {
      await w.t.db.deleteFrom('settings').where('key', '=', 'delivery_price').execute();
    }
  });

  it('pays 0.5 % to active sponsors at levels 2 and 3, nothing beyond, nothing to apporteurs or pending sponsors there', async () => {
    const top = await activeSponsor(null, 'Top');
    const s3 = await activeSponsor(top.referral_code, 'Trois');
    const s2 = await activeSponsor(s3.referral_code, 'Deux');
    const { account: a1 } = await w.register('apporteur', { code: s2.referral_code, firstname: 'Un' });
    const { account: client } = await w.register('particular', {
      code: a1.referral_code,
      firstname: 'Client',
    });
    const order = await w.orderAndPay(client);
    const earned = async (a: Account) =>
      (await commissionRows(a))
        .filter((r) => r.order_id === order.id)
        .map((r) => [r.kind, r.level, r.amount]);
    expect(await earned(a1)).toEqual([['commission', 1, 25]]);
    expect(await earned(s2)).toEqual([['network_commission', 2, 12]]);
    expect(await earned(s3)).toEqual([['network_commission', 3, 12]]);
    expect(await earned(top)).toEqual([]);

    const d3 = await w.dashboard(s3);
    expect(d3.recent_sponsored.map((m) => [m.sponsored.firstname, m.level])).toEqual([
      ['Deux', 1],
      ['Un', 2],
      ['Client', 3],
    ]);
    expect(d3).toMatchObject({ sponsored_count: 1, total_earnings: 25_000 + 12, is_premium: true });
    // The network commission is not a level-1 order of the sponsor's own referral: not in recent_orders.
    expect(d3.recent_orders).toEqual([]);
    const { rewards } = await w.rewards(s2);
    expect(rewards.find((r) => r.order_code === order.code_commande)).toMatchObject({
      reward_type: 'commission',
      kind: 'network_commission',
      description: `Commission réseau 0,5 % (niveau 2) sur la commande ${order.code_commande} de Client`,
    });

    // An apporteur or a pending sponsor at level 2 earns nothing; the level-1 pending sponsor earns 1 %.
    const { account: pendingTop } = await w.register('sponsor', { code: top.referral_code });
    const { account: pendingMid } = await w.register('sponsor', { code: pendingTop.referral_code });
    const { account: buyer } = await w.register('particular', { code: pendingMid.referral_code });
    const second = await w.orderAndPay(buyer);
    expect(
      (await commissionRows(pendingMid)).filter((r) => r.order_id === second.id).map((r) => r.amount),
    ).toEqual([25]);
    expect((await commissionRows(pendingTop)).filter((r) => r.order_id === second.id)).toEqual([]);
    expect((await commissionRows(top)).filter((r) => r.order_id === second.id)).toEqual([
      expect.objectContaining({ kind: 'network_commission', level: 3, amount: 12 }),
    ]);
  });

  it('writes one reward per paid order however often and concurrently its payment is confirmed and events replayed', async () => {
    const { account: referrer } = await w.register('apporteur');
    const { account: client } = await w.register('particular', { code: referrer.referral_code });
    const order = await w.order(client);
    const res = await w.inject('POST', '/api/payment', client.auth, {
      order_id: order.id,
      phone_number: '90112233',
    });
    const { tx_reference } = res.json();
    await Promise.all([
      ...Array.from({ length: 10 }, () => w.inject('POST', '/api/paygate/callback', {}, { tx_reference })),
      w.t.app.outbox.drain(),
      w.t.app.outbox.drain(),
    ]);
    // A replay: the event is offered again as if never processed; its consumption row stops it.
    await w.t.db
      .updateTable('domain_events')
      .set({ processed_at: null })
      .where('subject_id', '=', order.id)
      .execute();
    await w.t.app.outbox.drain();
    expect((await commissionRows(referrer)).map((r) => [r.order_id, r.amount])).toEqual([[order.id, 25]]);
    // And the database itself refuses a second reward for the same event, beneficiary and kind.
    const [row] = await commissionRows(referrer);
    await expect(
      w.t.db
        .insertInto('rewards')
        .values({ ...row!, id: 'duplicate' })
        .execute(),
    ).rejects.toThrow();
  });

  it('offsets a reward already paid out with a negative pending row when its order is cancelled', async () => {
    const { account: referrer } = await w.register('apporteur');
    const { account: client } = await w.register('particular', { code: referrer.referral_code });
    const order = await w.orderAndPay(client, [{ dish_id: w.dear.id, quantity: 1 }]);
    expect(await recordPayout(w.t.db, referrer.id, 'TMONEY-REF-1')).toBe(60);
    expect(await w.dashboard(referrer)).toMatchObject({ total_earnings: 60, pending_earnings: 0 });
    expect((await w.rewards(referrer)).rewards[0]).toMatchObject({
      status: 'completed',
      payout_reference: 'TMONEY-REF-1',
    });
    await w.cancel(client, order.id);
    expect(await w.dashboard(referrer)).toMatchObject({ total_earnings: 0, pending_earnings: -60 });
    expect((await w.rewards(referrer)).summary).toMatchObject({
      total_earnings: 0,
      pending_earnings: -60,
      paid_earnings: 60,
    });
  });
});
