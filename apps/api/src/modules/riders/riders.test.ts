import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_MAX_SETTING_KEY,
  type AdminOrder,
  type OrderDetail,
  type Rider,
  type RiderOrder,
} from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { expectAdminOnly, staffAccounts, type Auth } from '../../test/office-roles.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';

// Riders: the admins' list, the `rider` account and its login by phone, the rider on an order as its
// customer and the board see them, and a rider's token limited to their own orders.
describe.each(dbKinds)('riders (%s)', (kind) => {
  const clock = testClock('2026-12-07T12:00:00.000Z');
  let w: ReferralWorld;
  let roles: Awaited<ReturnType<typeof staffAccounts>>;

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    roles = await staffAccounts(w.t.db);
  });
  afterAll(async () => w.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    auth: Auth | object,
    payload?: object,
  ) => w.t.app.inject({ method, url, headers: auth as Record<string, string>, payload });

  let seq = 0;
  async function newRider(firstname = 'Kodjo'): Promise<Rider> {
    const phone = `9${String(7_000_000 + ++seq).padStart(7, '0')}`;
    const res = await call('POST', '/api/admin/riders', roles.admin, {
      firstname,
      lastname: 'Agbeko',
      phone,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Rider>();
  }

  /** A rider with their access, logged in by phone: their bearer header. */
  async function riderLogin(rider: Rider): Promise<Auth> {
    const saved = await call('PUT', `/api/admin/riders/${rider.id}/account`, roles.admin, {
      password: 'Livreur2026',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const login = await call(
      'POST',
      '/api/users/login',
      {},
      { phone: `+228 ${rider.phone}`, password: 'Livreur2026' },
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.role).toBe('rider');
    return { authorization: `Bearer ${login.json().authorisation.token}` };
  }

  /** A customer's paid order moved by staff to 'preparation'. */
  async function paidOrder(): Promise<{ customer: Account; orderId: string; code: string }> {
    const { account } = await w.register('particular', { firstname: 'Afi' });
    const order = await w.order(account);
    await w.pay(account, order.id);
    const accepted = await call('POST', `/api/admin/orders/${order.id}/status`, roles.staff, {
      status: 'preparation',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { customer: account, orderId: order.id, code: order.code_commande };
  }

  const toDelivery = (orderId: string, riderId?: string) =>
    call('POST', `/api/admin/orders/${orderId}/status`, roles.staff, {
      status: 'in_delivery',
      ...(riderId && { rider_id: riderId }),
    });

  it('the riders list is kept by admins; staff read it; a number is one rider', async () => {
    await expectAdminOnly(w.t.app, roles, {
      method: 'POST',
      url: '/api/admin/riders',
      payload: { firstname: 'Yao', phone: '97000999' },
    });
    const rider = await newRider('Yao');
    expect(rider).toMatchObject({ firstname: 'Yao', active: true, has_account: false, account_email: null });
    await expectAdminOnly(w.t.app, roles, {
      method: 'PATCH',
      url: `/api/admin/riders/${rider.id}`,
      payload: { active: false },
    });
    await expectAdminOnly(w.t.app, roles, {
      method: 'PUT',
      url: `/api/admin/riders/${rider.id}/account`,
      payload: { password: 'Livreur2026' },
    });
    await expectAdminOnly(w.t.app, roles, { method: 'GET', url: '/api/admin/riders' });
    // Staff read the active riders with the board, to hand an order out.
    const list = await call('GET', '/api/admin/orders/riders', roles.staff);
    expect(list.json<{ riders: Rider[] }>().riders.map((r) => r.id)).toContain(rider.id);
    expect((await call('GET', '/api/admin/orders/riders', roles.customer)).statusCode).toBe(403);

    const twin = await call('POST', '/api/admin/riders', roles.admin, {
      firstname: 'Autre',
      phone: `+228${rider.phone}`,
    });
    expect(twin.statusCode).toBe(409);
    const bad = await call('POST', '/api/admin/riders', roles.admin, { firstname: '', phone: '123' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['firstname', 'phone']));

    const renamed = await call('PATCH', `/api/admin/riders/${rider.id}`, roles.admin, {
      firstname: 'Yaovi',
      active: false,
    });
    expect(renamed.json()).toMatchObject({ firstname: 'Yaovi', active: false });
    const active = (await call('GET', '/api/admin/orders/riders', roles.staff)).json<{ riders: Rider[] }>();
    expect(active.riders.map((r) => r.id)).not.toContain(rider.id);
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', rider.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['rider.create', 'rider.update']);
  });

  it('a rider logs in by phone or e-mail; a customer cannot log in by phone; a new password ends old sessions', async () => {
    const rider = await newRider();
    const auth = await riderLogin(rider);
    expect((await call('GET', '/api/rider/orders', auth)).statusCode).toBe(200);
    // A customer with the same kind of number is never found by phone.
    await createUser(w.t.db, { phone: '90998877' });
    const customer = await call(
      'POST',
      '/api/users/login',
      {},
      { phone: '90998877', password: 'Motdepasse1!' },
    );
    expect(customer.statusCode).toBe(401);
    // Without an e-mail or a phone the e-mail is asked for, as the spec's login always did.
    const none = await call('POST', '/api/users/login', {}, { password: 'x' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.email).toEqual(['Veuillez renseigner un email valide.']);

    const withEmail = await call('PUT', `/api/admin/riders/${rider.id}/account`, roles.admin, {
      password: 'Nouveau2026',
      email: `Kodjo.${rider.id.slice(0, 6)}@example.tg`,
    });
    expect(withEmail.json()).toMatchObject({
      has_account: true,
      account_email: `kodjo.${rider.id.slice(0, 6)}@example.tg`,
    });
    expect((await call('GET', '/api/rider/orders', auth)).statusCode).toBe(401);
    const byEmail = await call(
      'POST',
      '/api/users/login',
      {},
      {
        email: `kodjo.${rider.id.slice(0, 6)}@example.tg`,
        password: 'Nouveau2026',
      },
    );
    expect(byEmail.statusCode).toBe(200);
  });

  it('a rider is no staff: no board, no admin routes, no customer-only surprises', async () => {
    const auth = await riderLogin(await newRider());
    for (const url of [
      '/api/admin/orders',
      '/api/admin/orders/riders',
      '/api/admin/riders',
      '/api/admin/users',
    ]) {
      expect((await call('GET', url, auth)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/rider/orders', roles.staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/rider/orders', roles.customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/rider/orders', {})).statusCode).toBe(401);
  });

  it('"En livraison" takes a rider; the customer and the board see them; the spec call without one still works', async () => {
    const rider = await newRider('Komi');
    const { customer, orderId } = await paidOrder();
    const moved = await toDelivery(orderId, rider.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = (await call('GET', `/api/orders-detail/${orderId}`, customer.auth)).json<OrderDetail>();
    expect(detail.rider).toEqual({ firstname: 'Komi', phone: rider.phone });
    const board = (await call('GET', '/api/admin/orders', roles.staff)).json<{ orders: AdminOrder[] }>()
      .orders;
    expect(board.find((o) => o.order_id === orderId)?.rider).toEqual({
      id: rider.id,
      firstname: 'Komi',
      phone: rider.phone,
    });
    const one = await call('GET', `/api/admin/orders/${orderId}`, roles.staff);
    expect(one.json<AdminOrder>()).toMatchObject({ order_id: orderId, rider: { firstname: 'Komi' } });
    expect((await call('GET', `/api/admin/orders/${orderId}`, roles.customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders/unknown-order', roles.staff)).statusCode).toBe(404);

    const plain = await paidOrder();
    expect((await toDelivery(plain.orderId)).statusCode).toBe(200);
    const plainDetail = (
      await call('GET', `/api/orders-detail/${plain.orderId}`, plain.customer.auth)
    ).json<OrderDetail>();
    expect(plainDetail.rider).toBeNull();
  });

  it('a retired or unknown rider is refused and the order stays where it was', async () => {
    const rider = await newRider();
    await call('PATCH', `/api/admin/riders/${rider.id}`, roles.admin, { active: false });
    const { orderId } = await paidOrder();
    const refused = await toDelivery(orderId, rider.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('RIDER_INACTIVE');
    expect((await toDelivery(orderId, 'no-such-rider')).statusCode).toBe(422);
    const order = await w.t.db
      .selectFrom('orders')
      .select(['status', 'rider_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    expect(order).toEqual({ status: 'preparation', rider_id: null });
  });

  it('a rider collects the cash of their cash order once, then closes it', async () => {
    const [mine, other] = [await newRider('Edem'), await newRider('Yawa')];
    const [myAuth, otherAuth] = [await riderLogin(mine), await riderLogin(other)];
    const { account } = await w.register('particular', { firstname: 'Kossi' });
    // Cash on delivery allowed (P8.1); the order is confirmed at once, unpaid, and goes out with this rider.
    await w.t.db.deleteFrom('settings').where('key', '=', CASH_MAX_SETTING_KEY).execute();
    await w.t.db.insertInto('settings').values({ key: CASH_MAX_SETTING_KEY, value: '20000' }).execute();
    const order = await w.order(account, undefined, { payment_method: 'cash' });
    for (const status of ['preparation', 'in_delivery']) {
      const moved = await call('POST', `/api/admin/orders/${order.id}/status`, roles.staff, {
        status,
        ...(status === 'in_delivery' && { rider_id: mine.id }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const mineNow = (await call('GET', '/api/rider/orders', myAuth)).json<{ orders: RiderOrder[] }>().orders;
    expect(mineNow.find((o) => o.order_id === order.id)).toMatchObject({
      is_paid: false,
      amount_to_collect: order.total_price,
    });
    const cash = (auth: Auth, amount: number) =>
      call('POST', `/api/rider/orders/${order.id}/cash`, auth, { amount });
    expect((await cash(otherAuth, order.total_price)).statusCode).toBe(404);
    expect((await cash(myAuth, order.total_price - 100)).statusCode).toBe(422);
    const collected = await cash(myAuth, order.total_price);
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json<RiderOrder>()).toMatchObject({ is_paid: true, amount_to_collect: 0 });
    // Once: the same amount again changes nothing, another is refused.
    expect((await cash(myAuth, order.total_price)).statusCode).toBe(200);
    expect((await cash(myAuth, order.total_price + 500)).statusCode).toBe(409);
    const payments = await w.t.db
      .selectFrom('payments')
      .select(['network', 'amount'])
      .where('order_id', '=', order.id)
      .where('network', '=', 'CASH')
      .execute();
    expect(payments).toEqual([{ network: 'CASH', amount: order.total_price }]);
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('subject_id', '=', order.id)
      .where('action', '=', 'order.cash_collected')
      .execute();
    expect(audit).toHaveLength(1);
    expect((await call('POST', `/api/rider/orders/${order.id}/delivered`, myAuth)).statusCode).toBe(200);
  });

  it("a rider sees and closes only their own orders; another rider's is not found", async () => {
    const [mine, theirs] = [await newRider('Mawuli'), await newRider('Sena')];
    const [myAuth, theirAuth] = [await riderLogin(mine), await riderLogin(theirs)];
    const a = await paidOrder();
    const b = await paidOrder();
    await toDelivery(a.orderId, mine.id);
    await toDelivery(b.orderId, theirs.id);

    const list = (await call('GET', '/api/rider/orders', myAuth)).json<{ orders: RiderOrder[] }>().orders;
    expect(list.map((o) => o.order_id)).toEqual([a.orderId]);
    expect(list[0]).toMatchObject({
      code_commande: a.code,
      is_paid: true,
      amount_to_collect: 0,
      status: 'in_delivery',
    });

    const foreign = await call('POST', `/api/rider/orders/${b.orderId}/delivered`, myAuth);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('POST', `/api/rider/orders/${b.orderId}/cash`, myAuth, { amount: 1000 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/orders/${b.orderId}/status`, myAuth, { status: 'delivered' }))
        .statusCode,
    ).toBe(403);

    const done = await call('POST', `/api/rider/orders/${a.orderId}/delivered`, myAuth);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<RiderOrder>()).toMatchObject({ status: 'delivered', delivered_at: expect.any(String) });
    // Through the orders' own move: the event the customer's page and e-mails hang on, and the audit.
    const events = await w.t.db
      .selectFrom('domain_events')
      .select('type')
      .where('subject_id', '=', a.orderId)
      .execute();
    expect(events.map((e) => e.type)).toContain('order.delivered');
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', a.orderId)
      .where('action', '=', 'order.status')
      .execute();
    expect(audit.length).toBe(3);
    // Today's delivered order stays on the rider's list; tomorrow it is gone.
    expect((await call('GET', '/api/rider/orders', myAuth)).json().orders).toHaveLength(1);
    expect((await call('POST', `/api/rider/orders/${a.orderId}/delivered`, myAuth)).statusCode).toBe(422);
    const theirList = (await call('GET', '/api/rider/orders', theirAuth)).json<{ orders: RiderOrder[] }>()
      .orders;
    expect(theirList.map((o) => o.order_id)).toEqual([b.orderId]);
    clock.advance(24 * 60);
    expect((await call('GET', '/api/rider/orders', myAuth)).json().orders).toEqual([]);

    // A rider taken off the list loses their page at once.
    const retired = await call('PATCH', `/api/admin/riders/${theirs.id}`, roles.admin, { active: false });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await call('GET', '/api/rider/orders', theirAuth)).statusCode).toBe(403);
  });
});
