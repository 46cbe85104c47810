import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { recordPayout } from '../referral/payouts.service.js';

const DAY = 86_400_000;
type Placed = Awaited<ReturnType<ReferralWorld['order']>>;

describe.each(dbKinds)('referral programme API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());

  /** An active sponsor: registered (with `code`), then activation paid. */
  async function activeSponsor(code?: string | null, firstname?: string) {
    const { account } = await w.register('sponsor', { code, firstname });
    await w.activate(account);
    return account;
  }
  const check = (code: string) => w.inject('GET', `/api/referral/check/${code}`).then((r) => r.json());
  const commissionRows = (beneficiary: Account) =>
    w.t.db.selectFrom('rewards').selectAll().where('beneficiary_id', '=', beneficiary.id).execute();

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

  describe('free dishes', () => {
    async function pair() {
      const { account: referrer } = await w.register('apporteur', { firstname: 'Parrain' });
      const { account: referral } = await w.register('particular', {
        code: referrer.referral_code,
        firstname: 'Filleul',
      });
      return { referrer, referral };
    }
    const credits = async (a: Account) => (await w.rewards(a)).free_dish_credits;

    it('credits a free dish at the 5th still-paid order of a direct referral, takes it back on a cancellation', async () => {
      const { referrer, referral } = await pair();
      const orders: Placed[] = [];
      for (let i = 0; i < 4; i++) orders.push(await w.orderAndPay(referral));
      expect((await w.dashboard(referrer)).free_dishes_available).toBe(0);
      orders.push(await w.orderAndPay(referral));
      expect((await w.dashboard(referrer)).free_dishes_available).toBe(1);
      const [credit] = await credits(referrer);
      expect(credit).toMatchObject({
        dish: { id: null, name: 'Plat surprise' },
        cap_amount: 5000,
        status: 'available',
        available: true,
        source_user: { firstname: 'Filleul' },
      });
      expect(Date.parse(credit!.expires_at) - Date.parse(credit!.created_at)).toBe(60 * DAY);

      // Cancelled after payment: the count is back to 4, the unused credit goes, the commission is reversed.
      await w.cancel(referral, orders[4]!.id);
      const d = await w.dashboard(referrer);
      expect(d).toMatchObject({ free_dishes_available: 0, total_earnings: 4 * 25, pending_earnings: 4 * 25 });
      expect(d.recent_orders.map((o) => o.id)).not.toContain(orders[4]!.id);
      expect(await credits(referrer)).toEqual([]);
      const { rewards } = await w.rewards(referrer);
      expect(rewards[0]).toMatchObject({
        reward_type: 'other',
        kind: 'reversal',
        amount: -25,
        status: 'pending',
        description: `Annulation de la commande ${orders[4]!.code_commande} : gain repris`,
      });
      expect(
        rewards.find((r) => r.order_code === orders[4]!.code_commande && r.kind === 'commission'),
      ).toMatchObject({
        reversed: true,
      });

      // Back to 5 still-paid orders: a credit again; 10 gives a second.
      await w.orderAndPay(referral);
      expect((await w.dashboard(referrer)).free_dishes_available).toBe(1);
    });

    it('spends a credit on one unit of a chosen dish up to the cap, once, and gives it back on cancellation', async () => {
      const { account: top } = await w.register('apporteur');
      const { account: referrer } = await w.register('apporteur', { code: top.referral_code });
      const { account: referral } = await w.register('particular', { code: referrer.referral_code });
      for (let i = 0; i < 5; i++) await w.orderAndPay(referral);
      const [credit] = await credits(referrer);
      const quote = (body: object) => w.inject('POST', '/api/orders/quote', referrer.auth, body);
      const lines = [
        { dish_id: w.dish.id, quantity: 2 },
        { dish_id: w.dear.id, quantity: 1 },
      ];

      const choose = await quote({ dishes: lines, free_dish_credit_id: credit!.id });
      expect(choose.statusCode).toBe(422);
      expect(choose.json()).toMatchObject({
        code: 'FREE_DISH_CHOICE_REQUIRED',
        errors: { free_dish_id: ['Choisissez le plat offert parmi les plats de votre commande.'] },
      });
      const over = await quote({ dishes: lines, free_dish_credit_id: credit!.id, free_dish_id: w.dear.id });
      expect(over.json()).toMatchObject({
        code: 'FREE_DISH_OVER_CAP',
        message: 'Ce plat dépasse le plafond du plat offert (5\u00a0000\u00a0FCFA).',
      });
      const absent = await quote({
        dishes: lines,
        free_dish_credit_id: credit!.id,
        free_dish_id: w.cheap.id,
      });
      expect(absent.json()).toMatchObject({ code: 'FREE_DISH_NOT_IN_ORDER' });
      const ok = await quote({ dishes: lines, free_dish_credit_id: credit!.id, free_dish_id: w.dish.id });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        lines: [
          { dish_id: w.dish.id, dish_name: 'Ayimolou', quantity: 2, price_per_unit: 2599 },
          { dish_id: w.dear.id, dish_name: 'Poisson braisé', quantity: 1, price_per_unit: 6000 },
        ],
        dishes_total: 11_198,
        discount_amount: 2599,
        discounts: { free_dish: 2599, newsletter: 0 },
        free_dish: { credit_id: credit!.id, dish_id: w.dish.id, dish_name: 'Ayimolou', amount: 2599 },
        newsletter_eligible: false,
        delivery_price: 0,
        // No pin in this quote: no distance, no fee bands, no minimum in this test's settings.
        distance_m: null,
        delivery_by_distance: false,
        min_order_total: 0,
        total_price: 8599,
        total_quantite: 3,
      });

      const order = await w.order(referrer, lines, {
        free_dish_credit_id: credit!.id,
        free_dish_id: w.dish.id,
      });
      expect(order).toMatchObject({ discount_amount: 2599, total_price: 8599 });
      // Priced with the credit but not paid: still available, another order may not take it from under it.
      await w.pay(referrer, order.id);
      expect((await credits(referrer))[0]).toMatchObject({
        status: 'used',
        available: false,
        used_order_id: order.id,
      });
      expect((await w.dashboard(referrer)).free_dishes_available).toBe(0);
      // The referrer's own referrer earns 1 % of the dishes total after the free dish: 8599 -> 85.
      expect((await commissionRows(top)).find((r) => r.order_id === order.id)?.amount).toBe(85);
      const detail = await w.inject('GET', `/api/orders-detail/${order.id}`, referrer.auth);
      expect(detail.json().order).toMatchObject({
        discount_amount: 2599,
        discounts: { free_dish: 2599, newsletter: 0 },
        free_dish_credit_id: credit!.id,
      });

      const reuse = await quote({ dishes: lines, free_dish_credit_id: credit!.id, free_dish_id: w.dish.id });
      expect(reuse.statusCode).toBe(422);
      expect(reuse.json()).toMatchObject({
        code: 'FREE_DISH_CREDIT_USED',
        message: 'Ce plat offert a déjà été utilisé.',
      });

      await w.cancel(referrer, order.id);
      expect((await credits(referrer))[0]).toMatchObject({ status: 'available', used_order_id: null });
      expect((await w.dashboard(referrer)).free_dishes_available).toBe(1);
    });

    it('refuses an expired credit, someone else’s credit, and a credit without login', async () => {
      const { referrer, referral } = await pair();
      for (let i = 0; i < 5; i++) await w.orderAndPay(referral);
      const [credit] = await credits(referrer);
      const body = {
        dishes: [{ dish_id: w.dish.id, quantity: 1 }],
        free_dish_credit_id: credit!.id,
        free_dish_id: w.dish.id,
      };
      expect((await w.inject('POST', '/api/orders/quote', {}, body)).statusCode).toBe(401);
      const theirs = await w.inject('POST', '/api/orders/quote', referral.auth, body);
      expect(theirs.json()).toMatchObject({
        code: 'FREE_DISH_CREDIT_NOT_FOUND',
        message: 'Plat offert introuvable.',
      });
      await w.t.db
        .updateTable('free_dish_credits')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', credit!.id)
        .execute();
      const expired = await w.inject('POST', '/api/orders/quote', referrer.auth, body);
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toMatchObject({
        code: 'FREE_DISH_CREDIT_EXPIRED',
        message: 'Ce plat offert a expiré.',
      });
      expect((await w.dashboard(referrer)).free_dishes_available).toBe(0);
    });

    it('keeps a used credit when the count drops, and issues none again for the same milestone', async () => {
      const { referrer, referral } = await pair();
      const paid: Placed[] = [];
      for (let i = 0; i < 5; i++) paid.push(await w.orderAndPay(referral));
      const [credit] = await credits(referrer);
      const mine = await w.order(referrer, [{ dish_id: w.cheap.id, quantity: 2 }], {
        free_dish_credit_id: credit!.id,
        free_dish_id: w.cheap.id,
      });
      expect(mine.total_price).toBe(1500);
      await w.pay(referrer, mine.id);
      await w.cancel(referral, paid[0]!.id);
      await w.orderAndPay(referral);
      const list = await credits(referrer);
      expect(list.map((c) => c.status)).toEqual(['used']);
    });

    it('pays an order the credit makes free at once, without a payment, and counts it as paid', async () => {
      const { account: top } = await w.register('apporteur');
      const { account: referrer } = await w.register('apporteur', { code: top.referral_code });
      const { account: referral } = await w.register('particular', { code: referrer.referral_code });
      for (let i = 0; i < 5; i++) await w.orderAndPay(referral);
      const [credit] = await credits(referrer);
      const free = await w.order(referrer, [{ dish_id: w.cheap.id, quantity: 1 }], {
        free_dish_credit_id: credit!.id,
        free_dish_id: w.cheap.id,
      });
      expect(free).toMatchObject({
        total_price: 0,
        discount_amount: 1500,
        is_paid: true,
        status: 'confirmed',
      });
      expect((await credits(referrer))[0]).toMatchObject({ status: 'used', used_order_id: free.id });
      expect(
        await w.t.db.selectFrom('payments').select('id').where('order_id', '=', free.id).execute(),
      ).toEqual([]);
      // Nothing to earn on 0 FCFA, but the order counts towards the top referrer's free dish milestones.
      expect((await commissionRows(top)).filter((r) => r.order_id === free.id)).toEqual([]);
      expect((await w.dashboard(top)).recent_orders.map((o) => [o.id, o.commission])).toEqual([[free.id, 0]]);
      // Free, it does not use up the newsletter's first paid order.
      await w.inject('POST', '/api/newsletter', {}, { email: referrer.email });
      expect((await w.order(referrer)).discount_amount).toBe(259);
    });
  });

  describe('newsletter 10 %', () => {
    const subscribe = (email: string) => w.inject('POST', '/api/newsletter', {}, { email });

    it('takes 10 % off the first paid order of a subscribed account, after any free dish, rounded down, once', async () => {
      const { account: referrer } = await w.register('apporteur');
      const { account: client } = await w.register('particular', { code: referrer.referral_code });
      expect((await subscribe(client.email)).statusCode).toBeLessThan(300);
      const quote = await w.inject('POST', '/api/orders/quote', client.auth, {
        dishes: [{ dish_id: w.dish.id, quantity: 1 }],
      });
      expect(quote.json()).toMatchObject({
        dishes_total: 2599,
        discounts: { free_dish: 0, newsletter: 259 },
        discount_amount: 259,
        newsletter_eligible: true,
        total_price: 2340,
      });
      const first = await w.orderAndPay(client);
      expect(first).toMatchObject({ discount_amount: 259, total_price: 2340 });
      // The referrer's commission is on the discounted dishes total: 1 % of 2340.
      expect((await commissionRows(referrer)).find((r) => r.order_id === first.id)?.amount).toBe(23);
      const second = await w.order(client);
      expect(second).toMatchObject({ discount_amount: 0, total_price: 2599 });
      expect(
        await w.t.db
          .selectFrom('newsletter_discount_grants')
          .select('order_id')
          .where('user_id', '=', client.id)
          .execute(),
      ).toEqual([{ order_id: first.id }]);
    });

    it('does not discount an order priced before the subscription, nor a reservation', async () => {
      const { account: client } = await w.register('particular');
      const before = await w.order(client);
      await subscribe(client.email);
      expect(before.discount_amount).toBe(0);
      const pickup = `${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)} 12:30`;
      const res = await w.inject('POST', '/api/reservations', client.auth, {
        dishes: [{ dish_id: w.dish.id, quantity: 1 }],
        reservation_date: pickup,
        pickup_location: 'restaurant',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ total_price: 2599 });
    });

    it('one unpaid order holds the discount; the other is re-priced before it is paid, and it comes back on cancellation', async () => {
      const { account: client } = await w.register('particular');
      await subscribe(client.email);
      const a = await w.order(client);
      // A newer checkout takes the discount from the unpaid one (decision 0039).
      const b = await w.order(client, [{ dish_id: w.cheap.id, quantity: 1 }]);
      expect([a.discount_amount, b.discount_amount]).toEqual([259, 150]);
      await w.pay(client, b.id);
      const repriced = await w.inject('POST', '/api/payment', client.auth, {
        order_id: a.id,
        phone_number: '90112233',
      });
      expect(repriced.statusCode).toBe(409);
      expect(repriced.json().code).toBe('ORDER_REPRICED');
      expect(repriced.json().message).toMatch(/^La réduction de bienvenue a déjà servi à une autre commande/);
      const detail = await w.inject('GET', `/api/orders-detail/${a.id}`, client.auth);
      expect(detail.json().order).toMatchObject({ discount_amount: 0, total_price: 2_599 });
      await w.cancel(client, b.id);
      expect((await w.order(client, [{ dish_id: w.dear.id, quantity: 1 }])).discount_amount).toBe(600);
    });
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
