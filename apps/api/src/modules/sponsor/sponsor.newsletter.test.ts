import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { DAY, sponsorSteps } from '../../test/fixtures/sponsor.js';

describe.each(dbKinds)('referral programme API (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());
  const { commissionRows } = sponsorSteps(() => w);

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
});
