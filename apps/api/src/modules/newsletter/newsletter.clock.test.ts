import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

const HOUR = 3_600_000;

// The newsletter's 10 % goes to an order priced after the subscription (P1.5). Both times are the server's clock,
// which tests fix; far from the machine's own time here, so a rule reading that instead would disagree.
describe.each(dbKinds)('the newsletter 10 % on the server clock (%s)', (kind) => {
  let at = new Date('2026-03-04T12:00:00Z');
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock: { now: () => at } });
  });
  afterAll(() => w.close());

  const quote = (auth: Record<string, string>) =>
    w.inject('POST', '/api/orders/quote', auth, { dishes: [{ dish_id: w.dish.id, quantity: 1 }] });

  it('stamps the subscription with the server time and discounts only what is priced after it', async () => {
    const { account } = await w.register('particular');
    const subscribedAt = new Date(at.getTime() + HOUR);
    at = subscribedAt;
    expect((await w.inject('POST', '/api/newsletter', {}, { email: account.email })).statusCode).toBe(200);
    expect(
      await w.t.db
        .selectFrom('newsletter_subscribers')
        .select('created_at')
        .where('email', '=', account.email)
        .execute(),
    ).toEqual([{ created_at: subscribedAt.toISOString() }]);

    at = new Date(subscribedAt.getTime() - HOUR);
    expect((await quote(account.auth)).json()).toMatchObject({
      newsletter_eligible: false,
      discount_amount: 0,
    });

    at = new Date(subscribedAt.getTime() + HOUR);
    expect((await quote(account.auth)).json()).toMatchObject({
      newsletter_eligible: true,
      discounts: { newsletter: 259 },
    });
  });
});
