import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY, callerCodeMessages } from '@lome/shared';
import { TEST_PASSWORD } from '../../test/factories.js';
import { dbKinds } from '../../test/helper.js';
import { multipartPayload } from '../../test/multipart.js';
import { staffAccounts, type Auth } from '../../test/office-roles.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';

/**
 * A number proves nothing (D15): an account staff made for a caller joins a registered account only once the
 * registrant gives the code the caller got with their order's confirmation.
 */
describe.each(dbKinds)("a caller's account changes hands only with proof (%s)", (kind) => {
  let w: ReferralWorld;
  let staff: Auth;
  let phoneSeq = 0;
  const freshPhone = () => `9${4_000_001 + ++phoneSeq * 10}`;

  beforeAll(async () => {
    w = await referralWorld(kind);
    staff = (await staffAccounts(w.t.db)).staff;
    await w.t.db.insertInto('settings').values({ key: CASH_MAX_SETTING_KEY, value: '50000' }).execute();
  });
  afterAll(async () => w.close());

  /** A WhatsApp order staff enter for a caller, paid in cash at the door. */
  async function callerOrder(phone: string, customer: object = {}) {
    const res = await w.inject('POST', '/api/admin/orders', staff, {
      customer: { phone, firstname: 'Yawa', lastname: 'Kpodar', ...customer },
      dishes: [{ dish_id: w.dish.id, quantity: 1 }],
      ...nearAddress,
      description_address: 'Adidogomé, maison jaune derrière la pharmacie',
      source: 'whatsapp',
      payment: { method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order_id: string; customer_id: string; caller_code?: string }>();
  }

  async function registerWith(phone: string, email = `inscrit-${phone}-${Date.now()}@example.tg`) {
    const form = await multipartPayload({
      firstname: 'Intrus',
      lastname: 'Test',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      phone: `+228${phone}`,
      user_status: 'particular',
    });
    const res = await w.t.app.inject({ method: 'POST', url: '/api/users/register', ...form });
    expect(res.statusCode, res.body).toBe(201);
    const login = await w.inject('POST', '/api/users/login', {}, { email, password: TEST_PASSWORD });
    const auth = { authorization: `Bearer ${login.json().authorisation.token}` };
    return { id: res.json().user.id as string, auth };
  }
  const claim = (auth: Auth, code: string) => w.inject('POST', '/api/me/phone-orders', auth, { code });
  const orderIds = async (auth: Auth) =>
    (await w.inject('GET', '/api/orders-list', auth)).json().orders.map((o: { id: string }) => o.id);

  it('gives a registration with the number an empty account, and the orders only with the code', async () => {
    const phone = freshPhone();
    const placed = await callerOrder(phone);
    expect(placed.caller_code).toMatch(/^\d{6}$/);

    const stranger = await registerWith(phone);
    expect(stranger.id).not.toBe(placed.customer_id);
    expect(await orderIds(stranger.auth)).toEqual([]);
    const detail = await w.inject('GET', `/api/orders-detail/${placed.order_id}`, stranger.auth);
    expect(detail.statusCode).toBe(404);
    const cancel = await w.inject('POST', `/api/orders/${placed.order_id}/cancel`, stranger.auth);
    expect(cancel.statusCode).toBe(404);
    const me = (await w.inject('GET', '/api/me', stranger.auth)).json();
    expect(JSON.stringify(me)).not.toContain('Adidogomé');

    const wrong = await claim(stranger.auth, placed.caller_code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CALLER_CODE_INVALID', message: callerCodeMessages.invalid });
    expect(await orderIds(stranger.auth)).toEqual([]);

    const right = await claim(stranger.auth, placed.caller_code!);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ orders: 1, reservations: 0 });
    expect(await orderIds(stranger.auth)).toEqual([placed.order_id]);
    const owned = await w.inject('GET', `/api/orders-detail/${placed.order_id}`, stranger.auth);
    expect(owned.json().order.description_address).toContain('Adidogomé');
    // Used once.
    expect((await claim(stranger.auth, placed.caller_code!)).statusCode).toBe(422);
    // The number now leads staff to the registered account, and the retired one can never log in.
    const found = await w.inject('GET', `/api/admin/orders/customers?q=${phone}`, staff);
    expect(found.json().customers.map((c: { id: string }) => c.id)).toEqual([stranger.id]);
    const next = await callerOrder(phone);
    expect(next.customer_id).toBe(stranger.id);
    expect(next.caller_code).toBeUndefined();
  });

  it('takes a code only from an account with the caller’s number, and stops guessing after five tries', async () => {
    const phone = freshPhone();
    const placed = await callerOrder(phone);
    const elsewhere = await registerWith(freshPhone());
    expect((await claim(elsewhere.auth, placed.caller_code!)).statusCode).toBe(422);

    const guesser = await registerWith(phone);
    const wrong = placed.caller_code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await claim(guesser.auth, wrong)).statusCode).toBe(422);
    // Five wrong tries: the right code now finds none left.
    expect((await claim(guesser.auth, placed.caller_code!)).statusCode).toBe(422);
    expect(await orderIds(guesser.auth)).toEqual([]);
    // A new order gives the caller a new code, with its own tries.
    const again = await callerOrder(phone);
    expect(again.customer_id).toBe(placed.customer_id);
    const right = await claim(guesser.auth, again.caller_code!);
    expect(right.json()).toMatchObject({ orders: 2 });
  });

  it('leaves the caller their orders when someone registers with the e-mail they gave staff', async () => {
    const phone = freshPhone();
    const email = `yawa-${phone}@example.tg`;
    const placed = await callerOrder(phone, { email });
    const registrant = await registerWith(freshPhone(), email);
    expect(registrant.id).not.toBe(placed.customer_id);
    expect(await orderIds(registrant.auth)).toEqual([]);
    const found = await w.inject('GET', `/api/admin/orders/customers?q=${phone}`, staff);
    expect(found.json().customers).toEqual([
      expect.objectContaining({ id: placed.customer_id, light: true }),
    ]);
  });
});
