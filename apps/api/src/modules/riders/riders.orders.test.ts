import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY, type AdminOrder, type OrderDetail, type RiderOrder } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { staffAccounts, type Auth } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { riderSteps, type Roles } from '../../test/fixtures/riders.js';

// Riders: the admins' list, the `rider` account and its login by phone, the rider on an order as its
// customer and the board see them, and a rider's token limited to their own orders.
describe.each(dbKinds)('riders (%s)', (kind) => {
  const clock = testClock('2026-12-07T12:00:00.000Z');
  let w: ReferralWorld;
  let roles: Roles;

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    roles = await staffAccounts(w.t.db);
  });
  afterAll(async () => w.close());

  const { call, newRider, riderLogin, paidOrder, toDelivery } = riderSteps(
    () => w,
    () => roles,
  );

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
    // The journal names who took it out, as staff know them.
    const journal = await call('GET', `/api/admin/audit?subject_id=${orderId}`, roles.admin);
    const out = journal.json<{ entries: { after: { status: string; rider?: string } }[] }>().entries;
    expect(out.find((e) => e.after.status === 'in_delivery')?.after.rider).toMatch(/^Komi\b/);

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

  it('a rider may press "Livrée" before the cash, take it back within a minute, and record the cash after', async () => {
    const rider = await newRider('Komla');
    const auth = await riderLogin(rider);
    const { account } = await w.register('particular', { firstname: 'Ama' });
    await w.t.db.deleteFrom('settings').where('key', '=', CASH_MAX_SETTING_KEY).execute();
    await w.t.db.insertInto('settings').values({ key: CASH_MAX_SETTING_KEY, value: '20000' }).execute();
    const order = await w.order(account, undefined, { payment_method: 'cash' });
    for (const status of ['preparation', 'in_delivery']) {
      const moved = await call('POST', `/api/admin/orders/${order.id}/status`, roles.staff, {
        status,
        ...(status === 'in_delivery' && { rider_id: rider.id }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const delivered = await call('POST', `/api/rider/orders/${order.id}/delivered`, auth);
    expect(delivered.statusCode, delivered.body).toBe(200);
    // Delivered, the cash still to record: the card keeps it, and the minute to take "Livrée" back.
    expect(delivered.json<RiderOrder>()).toMatchObject({
      status: 'delivered',
      amount_to_collect: order.total_price,
      undo_until: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    const undone = await call('POST', `/api/rider/orders/${order.id}/undo`, auth);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<RiderOrder>()).toMatchObject({ status: 'in_delivery', undo_until: null });
    expect((await call('POST', `/api/rider/orders/${order.id}/delivered`, auth)).statusCode).toBe(200);
    clock.advance(2);
    expect((await call('POST', `/api/rider/orders/${order.id}/undo`, auth)).statusCode).toBe(422);
    const cash = await call('POST', `/api/rider/orders/${order.id}/cash`, auth, {
      amount: order.total_price,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json<RiderOrder>()).toMatchObject({
      status: 'delivered',
      is_paid: true,
      amount_to_collect: 0,
    });
  });

  it('staff record more cash than the total as change given back; the restaurant keeps the total', async () => {
    const { account } = await w.register('particular', { firstname: 'Dela' });
    const order = await w.order(account, undefined, { payment_method: 'cash' });
    const handedOver = Math.ceil(order.total_price / 5_000) * 5_000 + 5_000;
    const collect = (amount: number) =>
      call('POST', `/api/admin/orders/${order.id}/cash`, roles.staff, { amount });
    const first = await collect(handedOver);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      amount: handedOver,
      change: handedOver - order.total_price,
      already_recorded: false,
      order: { is_paid: true },
    });
    expect((await collect(handedOver)).json()).toMatchObject({
      already_recorded: true,
      change: handedOver - order.total_price,
    });
    expect((await collect(order.total_price)).statusCode).toBe(409);
    const payment = await w.t.db
      .selectFrom('payments')
      .select(['amount', 'cash_tendered'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount: order.total_price, cash_tendered: handedOver });
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
