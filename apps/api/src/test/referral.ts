import { expect } from 'vitest';
import type { SponsorDashboard, SponsorRewards } from '@lome/shared';
import { insertDish, nearAddress, SIM_TOKEN, startTestSimulator } from './paygate-testing.js';
import { createTestApp, type DbKind, type TestAppOptions } from './helper.js';
import { multipartPayload } from './multipart.js';
import { TEST_PASSWORD } from './factories.js';

export type Auth = { authorization: string };
export type Account = { id: string; email: string; auth: Auth; referral_code: string | null };

let seq = 0;

/**
 * An app on a fresh database paying through a PayGate simulator that confirms at once, and the steps of the
 * referral programme through the public API: register (with a code), log in, order, pay, cancel, activate.
 */
export async function referralWorld(
  kind: DbKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const sim = await startTestSimulator({ delayMs: 0 });
  const t = await createTestApp(
    kind,
    {
      PAYGATE_BASE_URL: sim.url,
      PAYGATE_AUTH_TOKEN: SIM_TOKEN,
      PAYMENT_CHECK_DELAY_MS: '20',
      REGISTER_LIMIT_PER_HOUR: '100000',
      PUBLIC_URL: 'https://chezmama.tg',
      ...env,
    },
    options,
  );
  const dish = await insertDish(t.db, { name: 'Ayimolou', price: 2_599 });
  const cheap = await insertDish(t.db, { name: 'Koliko', price: 1_500 });
  const dear = await insertDish(t.db, { name: 'Poisson braisé', price: 6_000 });
  const grille = await t.db.selectFrom('sponsor_grilles').select('id').executeTakeFirst();
  const grilleId =
    grille?.id ??
    (
      await t.db
        .insertInto('sponsor_grilles')
        .values({ id: 'grille-200k', name: 'Sponsor', amount: 200_000, kit_description: 'Kit de 10 plats' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  async function register(
    userStatus: 'particular' | 'company' | 'apporteur' | 'sponsor',
    opts: { code?: string | null; firstname?: string } = {},
  ) {
    const email = `ref-${++seq}-${Date.now()}@example.tg`;
    const form = await multipartPayload({
      firstname: opts.firstname ?? `Prénom${seq}`,
      lastname: 'Test',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      phone: '90112233',
      user_status: userStatus,
      denomination_sociale: userStatus === 'company' ? 'SARL Test' : undefined,
      sponsor_id: opts.code ?? undefined,
      sponsor_grille_id: userStatus === 'sponsor' ? grilleId : undefined,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/register', ...form });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const login = await inject('POST', '/api/users/login', {}, { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const account: Account = {
      id: body.user.id,
      email,
      auth: { authorization: `Bearer ${login.json().authorisation.token}` },
      referral_code: body.user.referral_code,
    };
    return { account, body };
  }

  async function order(
    who: Account,
    lines: { dish_id: string; quantity: number }[] = [{ dish_id: dish.id, quantity: 1 }],
    extra: Record<string, string> = {},
  ) {
    const res = await inject('POST', '/api/orders', who.auth, { ...nearAddress, dishes: lines, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{
      id: string;
      code_commande: string;
      total_price: number;
      discount_amount: number;
      is_paid: boolean;
      status: string;
    }>();
  }

  /** Pays through POST /api/payment, then PayGate's callback (twice: a duplicate changes nothing). */
  async function pay(who: Account, orderId: string) {
    const res = await inject('POST', '/api/payment', who.auth, {
      order_id: orderId,
      phone_number: '90112233',
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<{ tx_reference: string; payment_id: string }>();
    await inject('POST', '/api/paygate/callback', {}, { tx_reference: started.tx_reference });
    await inject('POST', '/api/paygate/callback', {}, { tx_reference: started.tx_reference });
    return started;
  }

  async function orderAndPay(
    who: Account,
    lines?: { dish_id: string; quantity: number }[],
    extra?: Record<string, string>,
  ) {
    const o = await order(who, lines, extra);
    await pay(who, o.id);
    return o;
  }

  async function cancel(who: Account, orderId: string) {
    const res = await inject('POST', `/api/orders/${orderId}/cancel`, who.auth);
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The activation payment of a sponsor through POST /api/sponsor/payment and the callback. */
  async function activate(who: Account) {
    const res = await inject('POST', '/api/sponsor/payment', who.auth, {
      user_id: who.id,
      phone_number: '90112233',
      network: 'FLOOZ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<{ tx_reference: string; payment_id: string; amount: number }>();
    await inject('POST', '/api/paygate/callback', {}, { tx_reference: started.tx_reference });
    return started;
  }

  async function dashboard(who: Account): Promise<SponsorDashboard> {
    const res = await inject('GET', '/api/sponsor/dashboard', who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function rewards(who: Account): Promise<SponsorRewards> {
    const res = await inject('GET', '/api/sponsor/rewards', who.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  return {
    t,
    sim,
    dish,
    cheap,
    dear,
    grilleId,
    inject,
    register,
    order,
    pay,
    orderAndPay,
    cancel,
    activate,
    dashboard,
    rewards,
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

export type ReferralWorld = Awaited<ReturnType<typeof referralWorld>>;
