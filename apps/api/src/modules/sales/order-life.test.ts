import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@lome/shared';
import { dbKinds, testClock } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld, type Account, type ReferralWorld } from '../../test/referral.js';
import { nearAddress } from '../../test/paygate-testing.js';
import { getKitchenSettings } from '../restaurant/restaurant.service.js';
import { expireUnpaidSales as expireUnpaidOrders } from './timers.service.js';

// Decision 0039. A fixed clock, moved by the tests (expiry, undo window); the kitchen is open all day.
describe.each(dbKinds)("an order's life (%s)", (kind) => {
  const clock = testClock('2026-12-07T12:00:00.000Z');
  let w: ReferralWorld;
  let staff: { authorization: string };

  beforeAll(async () => {
    w = await referralWorld(kind, {}, { clock });
    staff = (await createUser(w.t.db, { role: 'staff' })).auth;
  });
  afterAll(async () => w.close());

  const post = (who: Account, dishes: { dish_id: string; quantity: number }[], extra: object = {}) =>
    w.inject('POST', '/api/orders', who.auth, { ...nearAddress, dishes, ...extra });
  const list = async (who: Account) =>
    (await w.inject('GET', '/api/orders-list', who.auth)).json<{ orders: OrderSummary[] }>().orders;
  const detail = async (who: Account, id: string) =>
    (await w.inject('GET', `/api/orders-detail/${id}`, who.auth)).json<{ order: OrderSummary }>().order;
  const mailsTo = (email: string) =>
    w.t.db
      .selectFrom('mail_queue')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .execute();
  const subscribed = async (firstname: string) => {
    const { account } = await w.register('particular', { firstname });
    await w.t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: account.email } });
    return account;
  };

  it('the same cart sent twice gives one order; the checkout named order follows a changed cart', async () => {
    const { account } = await w.register('particular');
    const lines = [{ dish_id: w.dish.id, quantity: 1 }];
    const first = await post(account, lines);
    const again = await post(account, lines);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().order_id).toBe(first.json().order_id);
    const changed = await post(account, [{ dish_id: w.dish.id, quantity: 3 }], {
      replaces_order_id: first.json().order_id,
    });
    expect(changed.json()).toMatchObject({ order_id: first.json().order_id, total_quantite: 3 });
    expect((await list(account)).map((o) => o.order_id)).toEqual([first.json().order_id]);
    // Once its payment started, the same cart again is a checkout of its own.
    await w.pay(account, first.json().order_id);
    const next = await post(account, lines);
    expect(next.json().order_id).not.toBe(first.json().order_id);
  });

  it('an expired unpaid order is cancelled as "expirée" and frees its newsletter discount for the next', async () => {
    const account = await subscribed('Abla');
    clock.set('2026-12-07T13:00:00.000Z');
    const a = (await post(account, [{ dish_id: w.dish.id, quantity: 1 }])).json<OrderSummary>();
    expect(a.discounts?.newsletter).toBeGreaterThan(0);
    expect((await detail(account, a.order_id)).expires_at).toBe('2026-12-07T13:30:00.000Z');
    clock.advance(29);
    // Orders the tests above left unpaid expire here; this one is not due yet.
    expect(
      await expireUnpaidOrders(w.t.app, (await getKitchenSettings(w.t.db)).unpaidExpiryMinutes),
    ).not.toContain(a.code_commande);
    clock.advance(2);
    expect(await expireUnpaidOrders(w.t.app, 30)).toContain(a.code_commande);
    expect(await detail(account, a.order_id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expirée',
    });
    const b = (await post(account, [{ dish_id: w.cheap.id, quantity: 1 }])).json<OrderSummary>();
    expect(b.discounts?.newsletter).toBeGreaterThan(0);
    // An expired unpaid order needs no e-mail.
    expect((await mailsTo(account.email)).filter((m) => m.subject.includes('annulée'))).toEqual([]);
  });

  it('two concurrent orders competing for one discount: one holds it, the other is priced without', async () => {
    const account = await subscribed('Komla');
    const [x, y] = await Promise.all([
      post(account, [{ dish_id: w.dish.id, quantity: 2 }]),
      post(account, [{ dish_id: w.cheap.id, quantity: 2 }]),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([201, 201]);
    const orders = await list(account);
    const discounted = orders.filter((o) => (o.discounts?.newsletter ?? 0) > 0);
    expect(discounted).toHaveLength(1);
    const other = orders.find((o) => o.order_id !== discounted[0]!.order_id)!;
    expect(other.total_price).toBe(other.dishes_total + other.delivery_price);
    const holds = await w.t.db.selectFrom('discount_holds').select('order_id').execute();
    expect(holds.filter((h) => orders.some((o) => o.order_id === h.order_id))).toEqual([
      { order_id: discounted[0]!.order_id },
    ]);
  });

  it('an order that lost its discount is re-priced, says why, and is paid at the new amount', async () => {
    const account = await subscribed('Sena');
    const old = (await post(account, [{ dish_id: w.dish.id, quantity: 1 }])).json<OrderSummary>();
    // A newer checkout takes the discount from the abandoned one.
    const fresh = (await post(account, [{ dish_id: w.dear.id, quantity: 1 }])).json<OrderSummary>();
    expect(fresh.discounts?.newsletter).toBeGreaterThan(0);
    const repriced = await detail(account, old.order_id);
    expect(repriced.total_price).toBe(old.dishes_total + old.delivery_price);
    expect(repriced.discount_notice).toMatch(/^La réduction de bienvenue a déjà servi à une autre commande/);
    const paid = await w.pay(account, old.order_id);
    const payment = await w.t.db
      .selectFrom('payments')
      .select('amount')
      .where('id', '=', paid.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(repriced.total_price);
  });

  it('staff cancel an accepted paid order with a reason: one refund row, the reason and the refund shown, e-mails', async () => {
    const { account } = await w.register('particular', { firstname: 'Yao' });
    const order = await w.orderAndPay(account, [{ dish_id: w.dear.id, quantity: 1 }]);
    const move = (status: string, reason?: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff,
        payload: { status, reason },
      });
    expect((await move('preparation')).statusCode).toBe(200);
    const noReason = await move('cancelled');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([
      "Indiquez le motif de l'annulation (il est affiché au client).",
    ]);
    expect((await move('cancelled', "Rupture d'un plat")).statusCode).toBe(200);
    expect((await move('cancelled', "Rupture d'un plat")).statusCode).toBe(422);
    const refunds = await w.t.db
      .selectFrom('refunds')
      .select(['id', 'amount'])
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toEqual([{ id: expect.any(String), amount: order.total_price }]);
    expect(await detail(account, order.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: "Rupture d'un plat",
      refund: { status: 'pending', amount: order.total_price, reference: null, phone: '90112233' },
    });
    const admin = (await createUser(w.t.db, { role: 'admin' })).auth;
    const settled = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refunds[0]!.id}/settle`,
      headers: admin,
      payload: { reference: 'FLOOZ-RB-42' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await detail(account, order.id)).refund).toMatchObject({
      status: 'settled',
      reference: 'FLOOZ-RB-42',
    });
    const mails = await mailsTo(account.email);
    const cancelMail = mails.filter(
      (m) => m.subject === `Votre commande ${order.code_commande} est annulée – Chez Mama Lomé`,
    );
    expect(cancelMail).toHaveLength(1);
    expect(cancelMail[0]!.text_body).toContain("Motif : Rupture d'un plat.");
    const refundMail = mails.filter(
      (m) => m.subject === `Remboursement de ${order.code_commande} effectué – Chez Mama Lomé`,
    );
    expect(refundMail).toHaveLength(1);
    expect(refundMail[0]!.text_body).toContain('Référence du remboursement : FLOOZ-RB-42');
  });

  it('cancels from each status before delivery, with a refund row only when paid', async () => {
    const { account } = await w.register('particular');
    const unpaid = (await post(account, [{ dish_id: w.cheap.id, quantity: 4 }])).json<OrderSummary>();
    const cancel = (id: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: staff,
        payload: { status: 'cancelled', reason: 'Client injoignable' },
      });
    expect((await cancel(unpaid.order_id)).statusCode).toBe(200);
    expect((await detail(account, unpaid.order_id)).refund).toBeNull();
    for (const steps of [[], ['preparation'], ['preparation', 'in_delivery']]) {
      const o = await w.orderAndPay(account, [{ dish_id: w.cheap.id, quantity: 1 + steps.length }]);
      for (const status of steps) {
        await w.t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${o.id}/status`,
          headers: staff,
          payload: { status },
        });
      }
      expect((await cancel(o.id)).statusCode).toBe(200);
      const rows = await w.t.db.selectFrom('refunds').select('amount').where('order_id', '=', o.id).execute();
      expect(rows).toEqual([{ amount: o.total_price }]);
    }
  });

  it('the last move is undone within 60 seconds, audited; not after', async () => {
    const { account } = await w.register('particular');
    const o = await w.orderAndPay(account, [{ dish_id: w.dish.id, quantity: 5 }]);
    const call = (url: string, payload?: object) =>
      w.t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/${url}`, headers: staff, payload });
    await call('status', { status: 'preparation' });
    const board = (await w.inject('GET', '/api/admin/orders', staff)).json<{
      orders: { id: string; last_move: unknown }[];
    }>();
    expect(board.orders.find((x) => x.id === o.id)!.last_move).toMatchObject({
      from: 'confirmed',
      to: 'preparation',
    });
    clock.advance(0.5);
    const undone = await call('undo');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe('confirmed');
    expect((await call('undo')).json().code).toBe('NOTHING_TO_UNDO');
    await call('status', { status: 'preparation' });
    clock.advance(1.1);
    expect((await call('undo')).json().code).toBe('UNDO_EXPIRED');
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', o.id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['order.status', 'order.undo', 'order.status']);
  });

  it('a fresh registration gets a welcome e-mail (with the referral link for referrers); a paid sponsor activation a receipt', async () => {
    const { account } = await w.register('particular', { firstname: 'Dzifa' });
    const welcome = await mailsTo(account.email);
    expect(welcome.map((m) => m.subject)).toEqual(['Bienvenue chez Mama Lomé']);
    const { account: referrer } = await w.register('apporteur', { firstname: 'Kofi' });
    const [mail] = await mailsTo(referrer.email);
    expect(mail!.text_body).toContain(`https://chezmama.tg/ref/${referrer.referral_code}`);
    const { account: sponsor } = await w.register('sponsor', { firstname: 'Ama' });
    const started = await w.activate(sponsor);
    await w.t.app.outbox.drain();
    const receipts = (await mailsTo(sponsor.email)).filter((m) =>
      m.subject.startsWith('Reçu de votre activation Sponsor'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text_body).toContain(
      `Montant payé : ${(200_000).toLocaleString('fr-FR')}`.slice(0, 16),
    );
    expect(receipts[0]!.text_body).toContain('Votre kit : Kit de 10 plats');
    expect(started.tx_reference).toBeTruthy();
    expect(receipts[0]!.text_body).toContain(started.tx_reference);
  });
});
