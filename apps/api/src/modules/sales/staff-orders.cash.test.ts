import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashMessages } from '@lome/shared';
import { dbKinds } from '../../test/helper.js';
import { staffAccounts } from '../../test/office-roles.js';
import { referralWorld, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { staffOrderSteps, type Accounts } from '../../test/fixtures/staff-orders.js';

describe.each(dbKinds)('orders taken by staff and cash (%s)', (kind) => {
  let w: ReferralWorld;
  let accounts: Accounts;
  const { setCashCap, collect } = staffOrderSteps(
    () => w,
    () => accounts,
  );

  beforeAll(async () => {
    w = await referralWorld(kind);
    accounts = await staffAccounts(w.t.db);
    await setCashCap(20_000);
  });
  afterAll(async () => w.close());

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

  it('takes what the customer handed over: the change is given back, the payment keeps the total, less is refused', async () => {
    const client = (await w.register('particular')).account;
    const res = await w.inject('POST', '/api/orders', client.auth, {
      ...nearAddress,
      dishes: [{ dish_id: w.cheap.id, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, total_price: total } = res.json();
    const short = await collect(id, total - 100);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.amount[0]).toContain('inférieur');
    const handedOver = Math.ceil((total + 1) / 5000) * 5000;
    const paid = await collect(id, handedOver);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      amount: handedOver,
      change: handedOver - total,
      already_recorded: false,
    });
    const payment = await w.t.db
      .selectFrom('payments')
      .select(['amount', 'cash_tendered'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount: total, cash_tendered: handedOver });
    // The same note twice (a double tap) answers as the first; another amount is refused.
    const again = await collect(id, handedOver);
    expect(again.json()).toMatchObject({ change: handedOver - total, already_recorded: true });
    expect((await collect(id, total)).statusCode).toBe(409);
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
});
