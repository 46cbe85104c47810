import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MAX_SETTING_KEY, staffPushMessages } from '@lome/shared';
import { createUser } from '../../test/factories.js';
import { dbKinds } from '../../test/helper.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { staffAccounts } from '../../test/office-roles.js';
import {
  PAID_LATER,
  STUCK,
  startStuckPromptsApp,
  stuckPromptSteps,
} from '../../test/fixtures/stuck-prompts.js';

describe.each(dbKinds)('a way out of a stuck prompt (%s)', (kind) => {
  let w: Awaited<ReturnType<typeof startStuckPromptsApp>>;
  let accounts: Awaited<ReturnType<typeof staffAccounts>>;
  const s = stuckPromptSteps(
    () => w.t,
    () => w.dish.id,
  );
  const staffOrder = async (phone: string) => {
    const res = await s.inject('POST', '/api/admin/orders', accounts.staff, {
      customer: { phone, firstname: 'Kossi' },
      dishes: s.cart(),
      ...nearAddress,
      source: 'phone',
      payment: { method: 'FLOOZ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order_id: string; payment: { payment_id: string } }>();
  };
  const board = async (orderId: string) =>
    (await s.inject('GET', '/api/admin/orders', accounts.staff))
      .json<{ orders: { id: string }[] }>()
      .orders.find((o) => o.id === orderId);
  const pushAgain = (orderId: string, body: object) =>
    s.inject('POST', `/api/admin/orders/${orderId}/payment`, accounts.staff, body);
  const cashInstead = (orderId: string) =>
    s.inject('POST', `/api/admin/orders/${orderId}/cash-instead`, accounts.staff);

  beforeAll(async () => {
    w = await startStuckPromptsApp(kind);
    accounts = await staffAccounts(w.t.db);
    await w.t.db.insertInto('settings').values({ key: CASH_MAX_SETTING_KEY, value: '50000' }).execute();
  });
  afterAll(async () => w.close());

  it('replaces the prompt at once for the same number ("Réessayer"), once however often it is tapped', async () => {
    const { auth } = await createUser(w.t.db);
    const order = (await s.checkout(auth)).json<{ order_id: string }>();
    const first = await s.pay(auth, { order_id: order.order_id, phone_number: STUCK });
    const retry = { order_id: order.order_id, phone_number: STUCK, replaces_payment_id: first.payment_id };
    const [a, b] = await Promise.all([s.pay(auth, retry), s.pay(auth, retry)]);
    expect(a.payment_id).not.toBe(first.payment_id);
    expect(b.payment_id).toBe(a.payment_id);
    expect(await s.payment(first.payment_id)).toMatchObject({ status: 'expired' });
    expect((await s.payment(first.payment_id)).recheck_until).not.toBeNull();
    expect(await s.payment(a.payment_id)).toMatchObject({ status: 'pending', phone_number: STUCK });
  });

  it('counts a late "paid" of the replaced prompt once: the order is paid, the new prompt owed back if paid too', async () => {
    const { auth } = await createUser(w.t.db);
    const order = (await s.checkout(auth)).json<{ order_id: string; total_price: number }>();
    const first = await s.pay(auth, { order_id: order.order_id, phone_number: PAID_LATER });
    // "Changer de numéro" before PayGate has answered: the first prompt is ended, not forgotten.
    const second = await s.pay(auth, {
      order_id: order.order_id,
      phone_number: '96112233',
      network: 'TMONEY',
      replaces_payment_id: first.payment_id,
    });
    await s.promptsAnswered();
    await s.callback(first.payment_id);
    await s.callback(first.payment_id);
    await s.callback(second.payment_id);
    expect(await s.orderRow(order.order_id)).toMatchObject({ is_paid: 1, payment_id: first.payment_id });
    expect(await s.paidEvents(order.order_id)).toHaveLength(1);
    expect(await s.refundsOf(first.payment_id)).toEqual([]);
    expect(await s.refundsOf(second.payment_id)).toEqual([
      expect.objectContaining({ amount: order.total_price }),
    ]);
  });

  it('lets staff send the request again, to the same number or another, from the card of their order', async () => {
    const created = await staffOrder('91112232');
    const card = await board(created.order_id);
    expect(card).toMatchObject({
      payment_status: 'pending',
      payment_under_way: {
        payment_id: created.payment.payment_id,
        phone_number: '91112232',
        network: 'FLOOZ',
      },
    });
    const resend = { replaces_payment_id: created.payment.payment_id };
    const [a, b] = await Promise.all([
      pushAgain(created.order_id, resend),
      pushAgain(created.order_id, resend),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({ status: 'pending' });
    expect(b.json().payment_id).toBe(a.json().payment_id);
    expect(await s.payment(a.json().payment_id)).toMatchObject({
      phone_number: '91112232',
      network: 'FLOOZ',
    });
    expect(await s.payment(created.payment.payment_id)).toMatchObject({ status: 'expired' });

    const other = await pushAgain(created.order_id, {
      phone_number: '97112232',
      network: 'TMONEY',
      replaces_payment_id: a.json().payment_id,
    });
    expect(await s.payment(other.json().payment_id)).toMatchObject({
      status: 'pending',
      phone_number: '97112232',
      network: 'TMONEY',
    });
    expect((await board(created.order_id))!).toMatchObject({
      payment_under_way: { payment_id: other.json().payment_id, phone_number: '97112232' },
    });
  });

  it('turns a staff order waiting on a prompt into a cash order, once; the cash then pays it', async () => {
    const created = await staffOrder('92112232');
    const [a, b] = await Promise.all([cashInstead(created.order_id), cashInstead(created.order_id)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toMatchObject({ payment_method: 'cash', status: 'confirmed', is_paid: false });
    expect(await s.payment(created.payment.payment_id)).toMatchObject({ status: 'expired' });
    expect((await board(created.order_id))!).toMatchObject({ payment_under_way: null });
    const total = (await s.orderRow(created.order_id)).total_price;
    const cash = await s.inject('POST', `/api/admin/orders/${created.order_id}/cash`, accounts.staff, {
      amount: total,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(await s.orderRow(created.order_id)).toMatchObject({ is_paid: 1 });
    expect(await s.paidEvents(created.order_id)).toHaveLength(1);
  });

  it("answers that the order was paid meanwhile when the caller's prompt went through before the switch", async () => {
    const created = await staffOrder('93112233');
    await s.promptsAnswered();
    const res = await cashInstead(created.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(staffPushMessages.paidMeanwhile);
    expect(await s.orderRow(created.order_id)).toMatchObject({ is_paid: 1, payment_method: 'mobile_money' });
    expect(await s.paidEvents(created.order_id)).toHaveLength(1);
  });

  it("keeps the board's tools off a customer's own order", async () => {
    const { auth } = await createUser(w.t.db);
    const order = (await s.checkout(auth)).json<{ order_id: string }>();
    for (const res of [await pushAgain(order.order_id, {}), await cashInstead(order.order_id)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(staffPushMessages.notStaffOrder);
    }
    const customer = await s.inject('POST', `/api/admin/orders/${order.order_id}/cash-instead`, auth);
    expect(customer.statusCode).toBe(403);
  });
});
