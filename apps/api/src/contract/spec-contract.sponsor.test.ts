import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { eventually, insertDish, SIM_TOKEN, startTestSimulator } from '../test/paygate-testing.js';
import { signUp, specClient, specOrder, type SpecClient } from './spec-client.js';

/** The /sponsor/* calls of P12.1, sent and read as the spec's dashboard and sponsor payment page do. */
describe.each(dbKinds)('spec §7 contract: referral programme (%s)', (kind) => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let t: TestApp;
  let dish: { id: string };

  beforeAll(async () => {
    sim = await startTestSimulator({ delayMs: 0 });
    t = await createTestApp(kind, {
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYGATE_SIM_DELAY_MS: '0',
      PAYMENT_CHECK_DELAY_MS: '1',
      REGISTER_LIMIT_PER_HOUR: '1000',
      PUBLIC_URL: 'https://chezmama.tg',
    });
    dish = await insertDish(t.db, { name: 'Ayimolou', price: 2500 });
    await t.db
      .insertInto('sponsor_grilles')
      .values({ id: 'grille-1', name: 'Parrain', amount: 200_000, kit_description: 'Kit', active: 1 })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  /**
   * Orders with the P12.3 payload and pays with the P12.3 payment payload (amount 150), until the status
   * reads paid.
   */
  async function orderAndPay(client: SpecClient) {
    const orderId: string = (await client.post('/orders', specOrder(dish.id))).json().order_id;
    const pay = await client.post('/payment', {
      phone_number: '90112233',
      amount: 150,
      network: 'FLOOZ',
      order_id: orderId,
      description: 'Commande',
    });
    expect(pay.statusCode).toBe(200);
    await eventually(async () =>
      (await client.get(`/orders/${orderId}/status`)).json().is_paid ? true : undefined,
    );
    return orderId;
  }

  it('GET /sponsor/link, /sponsor/dashboard and /sponsor/rewards give the fields the dashboard reads', async () => {
    const referrer = await signUp(t.app, { firstname: 'Kodjo', user_status: 'apporteur' });
    const link = await referrer.client.get('/sponsor/link');
    expect(link.statusCode).toBe(200);
    const registerLink: string = link.json().register_link;
    const code = registerLink.split('/').at(-1)!;
    expect(registerLink).toBe(`https://chezmama.tg/ref/${code}`);

    // The referral landing stores the code; the spec's browser then sends it as X-Referral-Code and as sponsor_id.
    const landing = specClient(t.app, { referralCode: code });
    expect((await landing.get(`/referral/check/${code}`)).json()).toMatchObject({
      sponsor_type: 'apporteur',
    });
    const referred = await signUp(t.app, { firstname: 'Ama', lastname: 'Koffi', sponsor_id: code });
    await orderAndPay(referred.client);

    // On mount the dashboard loads dashboard and rewards together (P12.1).
    const dashboard = await eventually(async () => {
      const body = (await referrer.client.get('/sponsor/dashboard')).json();
      return body.total_earnings > 0 ? body : undefined;
    });
    expect(dashboard).toMatchObject({
      sponsored_count: 1,
      total_earnings: 50,
      pending_earnings: 50,
      free_dishes_available: 0,
    });
    expect(dashboard.recent_orders[0]).toMatchObject({
      code_commande: expect.any(String),
      total_price: 5000,
      sponsorship: { sponsored: { firstname: 'Ama' } },
    });
    expect(dashboard.recent_sponsored[0]).toMatchObject({
      sponsored: { firstname: 'Ama', lastname: 'Koffi' },
      sponsored_user_status: 'particular',
      created_at: expect.any(String),
      level: 1,
      rewards: expect.any(Array),
    });

    const rewards = await referrer.client.get('/sponsor/rewards');
    expect(rewards.statusCode).toBe(200);
    expect(rewards.json().rewards[0]).toMatchObject({
      reward_type: 'commission',
      description: expect.any(String),
      reward_date: expect.any(String),
      amount: 50,
      status: 'pending',
    });
    expect(rewards.json().free_dish_credits).toEqual([]);
  });

  it('POST /sponsor/payment with user_id, phone_number and network starts the activation payment', async () => {
    const sponsor = await signUp(t.app, { user_status: 'sponsor', sponsor_grille_id: 'grille-1' });
    const { requires_payment, payment_info } = sponsor.registered;
    expect(requires_payment).toBe(true);
    const started = await sponsor.client.post('/sponsor/payment', {
      user_id: payment_info.user_id,
      phone_number: '90112233',
      network: 'TMONEY',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: expect.any(String),
      tx_reference: expect.any(String),
      amount: 200_000,
    });
    // No callback in this test: the payment page's poll confirms it with PayGate, then the account is active.
    const paid = await eventually(async () => {
      const body = (await sponsor.client.get(`/payments/${started.json().payment_id}`)).json();
      return body.status === 'paid' ? body : undefined;
    });
    expect(paid.amount).toBe(200_000);
    expect((await sponsor.client.get('/me')).json().user.activation_status).toBe('active');
  });
});
