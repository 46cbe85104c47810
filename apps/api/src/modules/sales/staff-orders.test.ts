import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY, cashMessages } from '@lome/shared';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { dbKinds, testClock } from '../../test/helper.js';
import { multipartPayload } from '../../test/multipart.js';
import { staffAccounts, type Auth } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';

const farAddress = { ...nearAddress, latitude: 7.5, longitude: 1.2 };

describe.each(dbKinds)('orders taken by staff and cash (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  let phoneSeq = 0;
  // Numbers of their own: the factories give everybody 90112233. Ending in 1: the simulator pays them.
  const freshPhone = () => `9${3_000_001 + ++phoneSeq * 10}`;

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    await setCashCap(20_000);
  });
  afterAll(async () => w.close());

  async function setCashCap(amount: number) {
    await w.t.db.deleteFrom('settings').where('key', '=', CASH_MAX_SETTING_KEY).execute();
    await w.t.db
      .insertInto('settings')
      .values({ key: CASH_MAX_SETTING_KEY, value: String(amount) })
      .execute();
  }

  const staffOrder = (body: object, auth: Auth = accounts.staff) =>
    w.t.app.inject({ method: 'POST', url: '/api/admin/orders', headers: auth, payload: body });
  const collect = (orderId: string, amount: number, auth: Auth = accounts.staff) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cash`,
      headers: auth,
      payload: { amount },
    });
  const orderRow = (id: string) =>
    w.t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const phoneOrder = (customer: object, extra: object = {}) => ({
    customer,
    dishes: [{ dish_id: w.dish.id, quantity: 2 }],
    ...nearAddress,
    source: 'phone',
    payment: { method: 'TMONEY' },
    ...extra,
  });

  it('attaches the order to the account with that number (8 digits or +228), prices it and pushes PayGate to it', async () => {
    const phone = freshPhone();
    const { user } = await createUser(w.t.db, { phone: `+228${phone}`, firstname: 'Afi' });
    for (const typed of [phone, `+228 ${phone.slice(0, 2)} ${phone.slice(2)}`]) {
      const res = await staffOrder(phoneOrder({ phone: typed, firstname: 'Afi' }, { total_price: 10 }));
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.customer_id).toBe(user.id);
      expect(body.payment).toMatchObject({ status: 'pending' });
      const order = await orderRow(body.order_id);
      // The server's price, whatever a browser says: 2 x 2,599 FCFA, no delivery fee by default.
      expect(order).toMatchObject({ user_id: user.id, source: 'phone', total_price: 5_198, phone });
      const payment = await w.t.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', body.payment.payment_id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ phone_number: phone, network: 'TMONEY', amount: 5_198 });
      // The caller approves on their phone; PayGate's callback makes it paid on the board.
      await w.inject('POST', '/api/paygate/callback', {}, { tx_reference: payment.tx_reference! });
      const board = await w.inject('GET', '/api/admin/orders', accounts.staff);
      const shown = board.json().orders.find((o: { id: string }) => o.id === body.order_id);
      expect(shown).toMatchObject({ is_paid: true, status: 'confirmed', source: 'phone' });
    }
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'order.staff_created')
      .execute();
    expect(audit.some((a) => JSON.parse(a.after!).source === 'phone')).toBe(true);
  });

  it('records a new caller as a light customer, whose orders join the account they register once they give their code', async () => {
    const phone = freshPhone();
    const res = await staffOrder(
      phoneOrder(
        { phone, firstname: 'Yawa', lastname: 'Kpodar' },
        { source: 'whatsapp', payment: { method: 'cash' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { customer_id: customerId, order_id: orderId } = res.json();
    const light = await w.t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(light).toMatchObject({ firstname: 'Yawa', phone, password_hash: '' });
    const found = await w.inject(
      'GET',
      `/api/admin/orders/customers?q=${encodeURIComponent(`+228${phone}`)}`,
      accounts.staff,
    );
    expect(found.json().customers).toEqual([
      expect.objectContaining({ id: customerId, light: true, email: null }),
    ]);
    // No password: nobody logs in to it.
    const login = await w.inject('POST', '/api/users/login', {}, { email: light.email, password: '' });
    expect(login.statusCode).not.toBe(200);

    const email = `yawa-${phone}@example.tg`;
    const form = await multipartPayload({
      firstname: 'Yawa',
      lastname: 'Kpodar',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      phone: `+228${phone}`,
      user_status: 'particular',
    });
    const registered = await w.t.app.inject({ method: 'POST', url: '/api/users/register', ...form });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user.id).not.toBe(customerId);
    const session = await w.inject('POST', '/api/users/login', {}, { email, password: TEST_PASSWORD });
    const auth = { authorization: `Bearer ${session.json().authorisation.token}` };
    const ordersOf = async () =>
      (await w.inject('GET', '/api/orders-list', auth)).json().orders.map((o: { id: string }) => o.id);
    expect(await ordersOf()).toEqual([]);
    const joined = await w.inject('POST', '/api/me/phone-orders', auth, { code: res.json().caller_code });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await ordersOf()).toEqual([orderId]);
  });

  it('applies the usual rules: the delivery radius, the hours, the prices the server computes', async () => {
    const phone = freshPhone();
    const far = await staffOrder(phoneOrder({ phone, firstname: 'Kossi' }, farAddress));
    expect(far.statusCode).toBe(422);
    expect(far.json().code).toBe('OUT_OF_DELIVERY_ZONE');
    const none = await staffOrder(phoneOrder({ phone, firstname: 'Kossi' }, { dishes: [] }));
    expect(none.statusCode).toBe(422);
    const refused = await w.inject(
      'POST',
      '/api/admin/orders',
      accounts.customer,
      phoneOrder({ phone, firstname: 'K' }),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses cash when it is off or over the cap, with a French message', async () => {
    const client = (await w.register('particular')).account;
    const cashOrder = (lines: { dish_id: string; quantity: number }[]) =>
      w.inject('POST', '/api/orders', client.auth, { ...nearAddress, dishes: lines, payment_method: 'cash' });
    const over = await cashOrder([{ dish_id: w.dear.id, quantity: 4 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain('20 000 FCFA');
    await setCashCap(0);
    try {
      const off = await cashOrder([{ dish_id: w.cheap.id, quantity: 1 }]);
      expect(off.statusCode).toBe(422);
      expect(off.json().message).toBe(cashMessages.off);
    } finally {
      await setCashCap(20_000);
    }
  });

  it('accepts a cash order unpaid, then pays the referrer 1 % and spends the newsletter discount once, when collected', async () => {
    const referrer = (await w.register('apporteur')).account;
    const client = (await w.register('particular', { code: referrer.referral_code })).account;
    await w.t.db
      .insertInto('newsletter_subscribers')
      .values({
        id: `nl-${client.id}`,
        email: client.email,
        discount_order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await w.inject('POST', '/api/orders', client.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.dear.id, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // On the board at once, to be collected; the newsletter's 10 % held.
    expect(order).toMatchObject({
      status: 'confirmed',
      is_paid: false,
      payment_method: 'cash',
      total_price: 5_400,
    });
    const moved = await w.inject('POST', `/api/admin/orders/${order.id}/status`, accounts.staff, {
      status: 'preparation',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rewardsOf = () =>
      w.t.db.selectFrom('rewards').selectAll().where('beneficiary_id', '=', referrer.id).execute();
    expect(await rewardsOf()).toHaveLength(0);

    expect((await collect(order.id, 5_000)).statusCode).toBe(422);
    const first = await collect(order.id, 5_400);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      already_recorded: false,
      order: { is_paid: true, status: 'preparation' },
    });
    const again = await collect(order.id, 5_400);
    expect(again.statusCode).toBe(200);
    expect(again.json().already_recorded).toBe(true);
    const other = await collect(order.id, 6_000);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('5 400');

    const rewards = await rewardsOf();
    expect(rewards).toHaveLength(1);
    // 1 % of the dishes paid (P7.2).
    expect(rewards[0]).toMatchObject({ order_id: order.id, amount: 54 });
    const grants = await w.t.db
      .selectFrom('newsletter_discount_grants')
      .selectAll()
      .where('user_id', '=', client.id)
      .execute();
    expect(grants).toHaveLength(1);
    const cash = await w.t.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
    expect(cash).toEqual([expect.objectContaining({ network: 'CASH', status: 'paid', amount: 5_400 })]);
    const paidEvents = await w.t.db
      .selectFrom('domain_events')
      .select('id')
      .where('type', '=', 'order.paid')
      .where('subject_id', '=', order.id)
      .execute();
    expect(paidEvents).toHaveLength(1);
  });

  it('tells the board what paid an order, for its kitchen ticket: the amount and the network, cash included', async () => {
    const client = (await w.register('particular')).account;
    const paidWith = async (id: string) => {
      const res = await w.inject('GET', `/api/admin/orders/${id}`, accounts.staff);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().paid_with;
    };
    const online = await w.order(client);
    expect(await paidWith(online.id)).toBeNull();
    await w.pay(client, online.id);
    expect(await paidWith(online.id)).toEqual({ amount: online.total_price, network: 'FLOOZ' });

    const res = await w.inject('POST', '/api/orders', client.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.cheap.id, quantity: 2 }],
      payment_method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const cash = res.json();
    expect(await paidWith(cash.id)).toBeNull();
    expect((await collect(cash.id, cash.total_price)).statusCode).toBe(200);
    expect(await paidWith(cash.id)).toEqual({ amount: cash.total_price, network: 'CASH' });
    // The board's list says the same.
    const board = await w.inject('GET', '/api/admin/orders', accounts.staff);
    const listed = board.json().orders.find((o: { id: string }) => o.id === cash.id);
    expect(listed.paid_with).toEqual({ amount: cash.total_price, network: 'CASH' });
  });

  it('lets only staff and admins record cash, and only for a cash order', async () => {
    const client = (await w.register('particular')).account;
    const online = await w.order(client);
    expect((await collect(online.id, online.total_price, accounts.customer)).statusCode).toBe(403);
    expect((await collect(online.id, online.total_price, client.auth)).statusCode).toBe(403);
    const notCash = await collect(online.id, online.total_price);
    expect(notCash.statusCode).toBe(422);
    expect(notCash.json().message).toBe(cashMessages.notCash);
  });

  it('refuses a staff order outside the opening hours', async () => {
    // The footer's hours (P4.1), at 23:30 on a Friday: closed.
    const clock = testClock('2026-03-06T23:30:00Z');
    const closed = await referralWorld(kind, { OPENING_HOURS: '' }, { clock });
    try {
      const { staff } = await staffAccounts(closed.t.db);
      const res = await closed.t.app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: staff,
        payload: {
          customer: { phone: '91234561', firstname: 'Edem' },
          dishes: [{ dish_id: closed.dish.id, quantity: 1 }],
          ...nearAddress,
          source: 'phone',
          payment: { method: 'FLOOZ' },
        },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(await closed.t.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
    } finally {
      await closed.close();
    }
  });
});
