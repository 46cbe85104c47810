import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelMessages } from '@lome/shared';
import { createUser } from '../../test/factories.js';
import { dbKinds } from '../../test/helper.js';
import { pickup } from '../../test/fixtures/reservations.js';
import {
  PAID_LATER,
  STUCK,
  startStuckPromptsApp,
  stuckPromptSteps,
} from '../../test/fixtures/stuck-prompts.js';

describe.each(dbKinds)("a cart's open order (%s)", (kind) => {
  let w: Awaited<ReturnType<typeof startStuckPromptsApp>>;
  const s = stuckPromptSteps(
    () => w.t,
    () => w.dish.id,
  );
  beforeAll(async () => {
    w = await startStuckPromptsApp(kind);
  });
  afterAll(async () => w.close());

  it('gives the same cart its order back while its prompt is unanswered, with the number and amount, never a second order', async () => {
    const { user, auth } = await createUser(w.t.db);
    const first = await s.checkout(auth, {}, 1, 'tab-1');
    expect(first.statusCode).toBe(201);
    const order = first.json<{ order_id: string; total_price: number }>();
    const push = await s.pay(auth, { order_id: order.order_id, phone_number: STUCK, network: 'TMONEY' });

    // The tab is closed: a new one has neither the key nor the order's id; another names the order it remembers.
    const again = await Promise.all([
      s.checkout(auth, {}, 1, 'tab-2'),
      s.checkout(auth, {}, 1, 'tab-3'),
      s.checkout(auth),
      s.checkout(auth, { replaces_order_id: order.order_id }),
    ]);
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        order_id: order.order_id,
        payment_status: 'pending',
        payment_under_way: {
          payment_id: push.payment_id,
          phone_number: STUCK,
          network: 'TMONEY',
          amount: order.total_price,
        },
      });
    }
    expect(await s.salesOf(user.id)).toHaveLength(1);
    // Paying again from that tab takes up the same prompt: one payable order, one prompt.
    const tap = await s.pay(auth, { order_id: order.order_id, phone_number: STUCK, network: 'TMONEY' });
    expect(tap.payment_id).toBe(push.payment_id);
  });

  it('ends the prompt of a cart changed meanwhile; a late "paid" of the old amount is owed back, not applied', async () => {
    const { auth } = await createUser(w.t.db);
    const order = (await s.checkout(auth)).json<{ order_id: string; total_price: number }>();
    const push = await s.pay(auth, { order_id: order.order_id, phone_number: PAID_LATER });

    const changed = await s.checkout(auth, { replaces_order_id: order.order_id }, 2);
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toMatchObject({
      order_id: order.order_id,
      total_price: order.total_price * 2,
      payment_status: 'expired',
    });
    expect(changed.json().payment_under_way).toBeUndefined();
    expect(await s.payment(push.payment_id)).toMatchObject({ status: 'expired' });

    // The customer approves the old prompt after all: PayGate took the old amount, which pays nothing now.
    await s.promptsAnswered();
    await s.callback(push.payment_id);
    expect(await s.payment(push.payment_id)).toMatchObject({ status: 'paid' });
    expect(await s.orderRow(order.order_id)).toMatchObject({ is_paid: 0, status: 'pending' });
    expect(await s.refundsOf(push.payment_id)).toEqual([
      expect.objectContaining({ amount: order.total_price, status: 'pending' }),
    ]);
    expect(await s.paidEvents(order.order_id)).toEqual([]);
  });

  it('cancels the unpaid order of a cart turned into a reservation, and back; one being paid stays', async () => {
    const { user, auth } = await createUser(w.t.db);
    const order = (await s.checkout(auth)).json<{ order_id: string }>();
    // Another reservation of the same dishes, not made from that cart's order, leaves the order be.
    expect((await s.reserve(auth, { reservation_date: pickup(3, '12:30:00') })).statusCode).toBe(201);
    expect(await s.orderRow(order.order_id)).toMatchObject({ status: 'pending' });

    const reserved = await s.reserve(auth, { replaces_order_id: order.order_id });
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect(await s.orderRow(order.order_id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: cancelMessages.replaced,
    });
    const list = await s.inject('GET', '/api/orders-list', auth);
    expect(list.json().orders).toEqual([expect.objectContaining({ status: 'cancelled' })]);

    // Back to an order: the reservation goes, unless its prompt is under way (the customer may be approving it).
    const { reservation_id } = reserved.json<{ reservation_id: string }>();
    await s.pay(auth, { reservation_id, phone_number: STUCK });
    const reordered = await s.checkout(auth, { replaces_reservation_id: reservation_id });
    expect(reordered.statusCode).toBe(201);
    expect(await s.orderRow(reservation_id)).toMatchObject({ status: 'pending' });
    const other = (await s.reserve(auth, { reservation_date: pickup(4, '12:30:00') })).json<{
      reservation_id: string;
    }>();
    await s.checkout(auth, { replaces_reservation_id: other.reservation_id });
    expect(await s.orderRow(other.reservation_id)).toMatchObject({ status: 'cancelled' });
    // Nobody else's sale can be named away.
    const stranger = await createUser(w.t.db);
    const theirs = (await s.checkout(stranger.auth)).json<{ order_id: string }>();
    await s.reserve(auth, { replaces_order_id: theirs.order_id });
    expect(await s.orderRow(theirs.order_id)).toMatchObject({ status: 'pending' });
    expect((await s.salesOf(user.id)).length).toBeGreaterThan(3);
  });

  it("dates an order reused for another cart at that cart's time", async () => {
    const { auth } = await createUser(w.t.db);
    const order = (await s.checkout(auth)).json<{ order_id: string; created_at: string }>();
    await w.t.db
      .updateTable('orders')
      .set({ created_at: '2020-01-01T10:00:00.000Z' })
      .where('id', '=', order.order_id)
      .execute();
    const reused = await s.checkout(auth, { replaces_order_id: order.order_id }, 3);
    expect(reused.json().order_id).toBe(order.order_id);
    expect(Date.parse(reused.json().created_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
