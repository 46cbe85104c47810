import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';

/**
 * The referral programme (docs/product.md P7) through the spec's API only: a chain of registrations, paid and cancelled orders, a sponsor
 * activation, a free dish used and a newsletter discount; every figure of every dashboard, to the franc, worked
 * out by hand from P7 below. Dishes: Ayimolou 2 599, Koliko 1 500, Poisson braisé 6 000 FCFA.
 */
describe.each(dbKinds)('referral chain through the API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());

  it('gives every dashboard figure exactly', async () => {
    const ay = { dish_id: w.dish.id, quantity: 1 };
    // S1 (active sponsor) <- S2 (active sponsor) <- A (apporteur) <- P (sponsor, activated later), C1
    //                                                 P <- C2 ;  S1 <- C4 (newsletter)
    const { account: s1 } = await w.register('sponsor', { firstname: 'Sena' });
    await w.activate(s1);
    const { account: s2 } = await w.register('sponsor', { code: s1.referral_code, firstname: 'Selom' });
    await w.activate(s2); // S1: sponsor bonus 25 000
    const { account: a } = await w.register('apporteur', { code: s2.referral_code, firstname: 'Ama' });
    const { account: p } = await w.register('sponsor', { code: a.referral_code, firstname: 'Pita' });
    const { account: c1 } = await w.register('particular', { code: a.referral_code, firstname: 'Kossi' });
    const { account: c2 } = await w.register('particular', { code: p.referral_code, firstname: 'Yawa' });

    // 1. C1: 2 x 2 599 = 5 198 -> A 51 (1 %), S2 25 (0.5 %, level 2), S1 25 (level 3).
    const o1 = await w.orderAndPay(c1, [{ dish_id: w.dish.id, quantity: 2 }]);
    // 2. C2: 6 000 -> P (pending, level 1) 60; A (apporteur, level 2) 0; S2 (level 3) 30.
    const o2 = await w.orderAndPay(c2, [{ dish_id: w.dear.id, quantity: 1 }]);
    // 3. P is activated: its referrer A is an apporteur, no bonus.
    await w.activate(p);
    // 4. C2: 1 500 -> P 15; S2 7.
    const o4 = await w.orderAndPay(c2, [{ dish_id: w.cheap.id, quantity: 1 }]);
    // 5. C1: 2 599 paid then cancelled -> A 25, S2 12, S1 12, each reversed.
    const o5 = await w.orderAndPay(c1, [ay]);
    await w.cancel(c1, o5.id);
    // 6. C1: four more of 2 599 -> A 4 x 25, S2 4 x 12, S1 4 x 12; C1 has 5 orders still paid: A gets a free dish.
    const o6 = [];
    for (let i = 0; i < 4; i++) o6.push(await w.orderAndPay(c1, [ay]));
    const [credit] = (await w.rewards(a)).free_dish_credits;
    expect(credit).toMatchObject({ status: 'available', dish: { name: 'Plat surprise' } });
    // 7. A uses it: 2 599 + 1 500, the Ayimolou free -> pays 1 500 -> S2 15 (level 1), S1 7 (level 2).
    const o7 = await w.orderAndPay(a, [ay, { dish_id: w.cheap.id, quantity: 1 }], {
      free_dish_credit_id: credit!.id,
      free_dish_id: w.dish.id,
    });
    expect(o7).toMatchObject({ total_price: 1500, discount_amount: 2599 });
    // 8. C4, subscribed to the newsletter, first order 2 599 - 259 = 2 340 -> S1 23.
    const { account: c4 } = await w.register('particular', { code: s1.referral_code, firstname: 'Edem' });
    await w.inject('POST', '/api/newsletter', {}, { email: c4.email });
    const o8 = await w.orderAndPay(c4, [ay]);
    expect(o8).toMatchObject({ total_price: 2340, discount_amount: 259 });

    const figures = async (who: Account) => {
      const d = await w.dashboard(who);
      return {
        sponsored_count: d.sponsored_count,
        total_earnings: d.total_earnings,
        pending_earnings: d.pending_earnings,
        free_dishes_available: d.free_dishes_available,
        is_premium: d.is_premium,
        recent_orders: d.recent_orders.map((o) => [
          o.code_commande,
          o.total_price,
          o.sponsorship.sponsored.firstname,
          o.commission,
        ]),
        recent_sponsored: d.recent_sponsored.map((m) => [
          m.sponsored.firstname,
          m.level,
          m.orders_count,
          m.rewards.length,
        ]),
      };
    };
    const code = (o: { code_commande: string }) => o.code_commande;

    expect(await figures(s1)).toEqual({
      sponsored_count: 2,
      total_earnings: 25_000 + 25 + 4 * 12 + 7 + 23,
      pending_earnings: 25_000 + 25 + 4 * 12 + 7 + 23,
      free_dishes_available: 0,
      is_premium: true,
      recent_orders: [[code(o8), 2340, 'Edem', 23]],
      recent_sponsored: [
        ['Edem', 1, 1, 1],
        ['Selom', 1, 0, 1],
        ['Ama', 2, 1, 1],
        ['Kossi', 3, 5, 5],
        ['Pita', 3, 0, 0],
      ],
    });
    expect(await figures(s2)).toEqual({
      sponsored_count: 1,
      total_earnings: 25 + 30 + 7 + 4 * 12 + 15,
      pending_earnings: 25 + 30 + 7 + 4 * 12 + 15,
      free_dishes_available: 0,
      is_premium: true,
      recent_orders: [[code(o7), 1500, 'Ama', 15]],
      recent_sponsored: [
        ['Ama', 1, 1, 1],
        ['Kossi', 2, 5, 5],
        ['Pita', 2, 0, 0],
        ['Yawa', 3, 2, 2],
      ],
    });
    expect(await figures(a)).toEqual({
      sponsored_count: 2,
      total_earnings: 51 + 4 * 25,
      pending_earnings: 51 + 4 * 25,
      free_dishes_available: 0,
      is_premium: false,
      recent_orders: [
        ...o6.reverse().map((o) => [code(o), 2599, 'Kossi', 25]),
        [code(o1), 5198, 'Kossi', 51],
      ],
      recent_sponsored: [
        ['Kossi', 1, 5, 5],
        ['Pita', 1, 0, 0],
        ['Yawa', 2, 2, 0],
      ],
    });
    expect(await figures(p)).toEqual({
      sponsored_count: 1,
      total_earnings: 60 + 15,
      pending_earnings: 60 + 15,
      free_dishes_available: 0,
      is_premium: true,
      recent_orders: [
        [code(o4), 1500, 'Yawa', 15],
        [code(o2), 6000, 'Yawa', 60],
      ],
      recent_sponsored: [['Yawa', 1, 2, 2]],
    });
    // The cancelled order left reversal rows, never a deletion.
    const history = (await w.rewards(a)).rewards.filter((r) => r.order_code === code(o5));
    expect(history.map((r) => [r.kind, r.amount, r.reversed])).toEqual([
      ['reversal', -25, false],
      ['commission', 25, true],
    ]);
    for (const who of [c1, c2, c4]) {
      expect((await w.inject('GET', '/api/sponsor/dashboard', who.auth)).statusCode).toBe(403);
    }
  });
});
