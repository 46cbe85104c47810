import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../test/helper.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

describe.each(dbKinds)('referral programme (%s)', (kind) => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld(kind);
  });
  afterAll(() => w.close());

  it('pays the apporteur 1 % of a referral’s paid order', async () => {
    const { account: apporteur } = await w.register('apporteur');
    const { account: client } = await w.register('particular', { code: apporteur.referral_code });
    await w.orderAndPay(client);
    const d = await w.dashboard(apporteur);
    expect(d).toMatchObject({ sponsored_count: 1, total_earnings: 25, pending_earnings: 25 });
  });
});
