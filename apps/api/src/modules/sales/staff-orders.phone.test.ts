import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { dbKinds, testClock } from '../../test/helper.js';
import { multipartPayload } from '../../test/multipart.js';
import { staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { staffOrderSteps, type Accounts } from '../../test/fixtures/staff-orders.js';

const farAddress = { ...nearAddress, latitude: 7.5, longitude: 1.2 };

describe.each(dbKinds)('orders taken by staff and cash (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Accounts;
  const { freshPhone, setCashCap, staffOrder, orderRow, phoneOrder } = staffOrderSteps(
    () => w,
    () => accounts,
  );

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    await setCashCap(20_000);
  });
  afterAll(async () => w.close());

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
