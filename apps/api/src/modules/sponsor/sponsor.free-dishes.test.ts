import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { DAY, sponsorSteps, type Placed } from '../../test/fixtures/sponsor.js';

describe.each(dbKinds)('referral programme API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());
  const { commissionRows } = sponsorSteps(() => w);

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
});
