import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { createTestApp, type DbKind, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld } from '../../test/referral.js';
import { insertDish } from '../../test/paygate-testing.js';

type Fixture = {
  code: string;
  paidAt: string | null;
  cancelledAt?: string;
  network?: 'FLOOZ' | 'TMONEY' | 'CASH';
  /** Where the order came from; the site unless said. */
  source?: 'site' | 'phone' | 'whatsapp' | 'counter';
  /** Who recorded the cash of a cash order: the cashier at the counter or the rider at the door. */
  collector?: 'cashier' | 'rider';
  /** The payment PayGate confirmed, when it differs from the order's total. */
  confirmed?: number;
  /** No payment row at all (marked paid by hand). */
  noPayment?: boolean;
  lines: { dish: 'a' | 'b' | 'c'; quantity: number }[];
  delivery?: number;
  freeDish?: number;
  newsletter?: number;
  refund?: { status: 'pending' | 'settled'; at: string; settledAt?: string };
};

const PRICES = { a: 2_500, b: 1_500, c: 6_000 };

/** A fixed data set around the week of 2 to 8 March 2026, with rows just outside it. */
const orders: Fixture[] = [
  { code: 'A1', paidAt: '2026-03-02T08:15:00.000Z', network: 'FLOOZ', lines: [{ dish: 'a', quantity: 2 }] },
  {
    code: 'A2',
    paidAt: '2026-03-02T12:40:00.000Z',
    network: 'TMONEY',
    source: 'whatsapp',
    lines: [
      { dish: 'b', quantity: 3 },
      { dish: 'c', quantity: 1 },
    ],
    delivery: 500,
    freeDish: 1_500,
  },
  {
    code: 'A3',
    paidAt: '2026-03-04T12:05:00.000Z',
    network: 'FLOOZ',
    source: 'phone',
    lines: [{ dish: 'c', quantity: 2 }],
    newsletter: 1_200,
  },
  // Paid then cancelled: counts as paid on the 5th, cancelled on the 6th, owed back.
  {
    code: 'A4',
    paidAt: '2026-03-05T19:59:59.000Z',
    cancelledAt: '2026-03-06T09:00:00.000Z',
    network: 'TMONEY',
    lines: [{ dish: 'a', quantity: 1 }],
    refund: { status: 'pending', at: '2026-03-06T09:00:00.000Z' },
  },
  // Paid then cancelled, refund paid back within the week.
  {
    code: 'A5',
    paidAt: '2026-03-07T11:00:00.000Z',
    cancelledAt: '2026-03-07T11:10:00.000Z',
    network: 'FLOOZ',
    lines: [{ dish: 'b', quantity: 2 }],
    refund: { status: 'settled', at: '2026-03-07T11:10:00.000Z', settledAt: '2026-03-08T23:59:00.000Z' },
  },
  // PayGate confirmed more than the order's total (a mismatch to list).
  {
    code: 'A6',
    paidAt: '2026-03-08T21:30:00.000Z',
    network: 'FLOOZ',
    confirmed: 9_000,
    lines: [{ dish: 'c', quantity: 1 }],
  },
  // Marked paid with no payment: listed as unconfirmed.
  { code: 'A7', paidAt: '2026-03-03T10:00:00.000Z', noPayment: true, lines: [{ dish: 'a', quantity: 1 }] },
  // Cash: at the counter, at the door, and one taken at the door then cancelled (its cash owed back).
  {
    code: 'C1',
    paidAt: '2026-03-03T12:30:00.000Z',
    network: 'CASH',
    source: 'counter',
    collector: 'cashier',
    lines: [{ dish: 'b', quantity: 2 }],
  },
  {
    code: 'C2',
    paidAt: '2026-03-06T13:10:00.000Z',
    network: 'CASH',
    source: 'phone',
    collector: 'rider',
    lines: [{ dish: 'c', quantity: 1 }],
    delivery: 1_000,
  },
  {
    code: 'C3',
    paidAt: '2026-03-06T13:40:00.000Z',
    cancelledAt: '2026-03-06T14:00:00.000Z',
    network: 'CASH',
    source: 'whatsapp',
    collector: 'rider',
    lines: [{ dish: 'a', quantity: 1 }],
    refund: { status: 'pending', at: '2026-03-06T14:00:00.000Z' },
  },
  // Cancelled unpaid.
  { code: 'A8', paidAt: null, cancelledAt: '2026-03-03T10:30:00.000Z', lines: [{ dish: 'b', quantity: 1 }] },
  // Outside the range, on both sides.
  { code: 'B1', paidAt: '2026-03-01T23:59:59.999Z', network: 'FLOOZ', lines: [{ dish: 'c', quantity: 5 }] },
  { code: 'B2', paidAt: '2026-03-09T00:00:00.000Z', network: 'TMONEY', lines: [{ dish: 'a', quantity: 4 }] },
];

const FROM = '2026-03-02';
const TO = '2026-03-08';
const inRange = (iso: string | null | undefined) => !!iso && iso >= `${FROM}T00` && iso < '2026-03-09T00';
const dishesTotal = (o: Fixture) => o.lines.reduce((s, l) => s + PRICES[l.dish] * l.quantity, 0);
const totalOf = (o: Fixture) => dishesTotal(o) + (o.delivery ?? 0) - (o.freeDish ?? 0) - (o.newsletter ?? 0);

async function seed(db: Db) {
  const dishes = {
    a: await insertDish(db, { name: 'Ayimolou', price: PRICES.a }),
    b: await insertDish(db, { name: 'Koliko', price: PRICES.b }),
    c: await insertDish(db, { name: 'Poisson braisé', price: PRICES.c }),
  };
  const { user } = await createUser(db, { created_at: '2026-03-04T10:00:00.000Z' });
  await createUser(db, { created_at: '2026-03-01T10:00:00.000Z' });
  const cashier = (
    await createUser(db, {
      created_at: '2026-03-08T10:00:00.000Z',
      role: 'staff',
      firstname: 'Akossiwa',
      lastname: 'Dzidzo',
    })
  ).user;
  const riderAccount = (
    await createUser(db, {
      created_at: '2026-01-01T10:00:00.000Z',
      role: 'rider',
      firstname: 'Kofi',
      lastname: 'Agbeko',
    })
  ).user;
  await db
    .insertInto('riders')
    .values({
      id: 'rider-kofi',
      firstname: 'Kofi',
      lastname: 'Agbeko',
      phone: '91000001',
      user_id: riderAccount.id,
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-01T10:00:00.000Z',
    })
    .execute();
  const collectors = { cashier: cashier.id, rider: riderAccount.id };
  for (const o of orders) {
    const orderId = `order-${o.code}`;
    const paymentId = o.paidAt && !o.noPayment ? `pay-${o.code}` : null;
    const created = o.paidAt ?? o.cancelledAt!;
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        code_commande: o.code,
        user_id: user.id,
        status: o.cancelledAt ? 'cancelled' : 'confirmed',
        source: o.source ?? 'site',
        payment_method: o.network === 'CASH' ? 'cash' : 'mobile_money',
        rider_id: o.collector === 'rider' ? 'rider-kofi' : null,
        is_paid: o.paidAt ? 1 : 0,
        paid_at: o.paidAt,
        cancelled_at: o.cancelledAt ?? null,
        dishes_total: dishesTotal(o),
        delivery_price: o.delivery ?? 0,
        discount_amount: (o.freeDish ?? 0) + (o.newsletter ?? 0),
        free_dish_amount: o.freeDish ?? 0,
        newsletter_discount: o.newsletter ?? 0,
        total_price: totalOf(o),
        total_quantite: o.lines.reduce((s, l) => s + l.quantity, 0),
        created_at: created,
        updated_at: created,
      })
      .execute();
    for (const [i, l] of o.lines.entries()) {
      await db
        .insertInto('order_items')
        .values({
          id: `${orderId}-${i}`,
          order_id: orderId,
          dish_id: dishes[l.dish].id,
          dish_name: dishes[l.dish].name,
          img_plat: null,
          quantity: l.quantity,
          price_per_unit: PRICES[l.dish],
        })
        .execute();
    }
    if (!paymentId) continue;
    await db
      .insertInto('payments')
      .values({
        id: paymentId,
        identifier: o.network === 'CASH' ? `CASH-${orderId}` : `id-${o.code}`,
        tx_reference: o.network === 'CASH' ? null : `tx-${o.code}`,
        user_id: user.id,
        purpose: 'order',
        order_id: orderId,
        amount: o.confirmed ?? totalOf(o),
        phone_number: '90112233',
        network: o.network!,
        status: 'paid',
        payment_reference: null,
        payment_method: o.network === 'CASH' ? 'cash' : o.network!,
        paid_at: o.paidAt,
        next_check_at: null,
        collected_by: o.collector ? collectors[o.collector] : null,
        created_at: o.paidAt!,
        updated_at: o.paidAt!,
      })
      .execute();
    await db.updateTable('orders').set({ payment_id: paymentId }).where('id', '=', orderId).execute();
    if (o.refund) {
      await db
        .insertInto('refunds')
        .values({
          id: `refund-${o.code}`,
          order_id: orderId,
          payment_id: paymentId,
          amount: totalOf(o),
          status: o.refund.status,
          reference: o.refund.settledAt ? 'REF-1' : null,
          settled_at: o.refund.settledAt ?? null,
          created_at: o.refund.at,
        })
        .execute();
    }
  }
  // Delivered by Kofi in cash on the 8th, not yet recorded as collected: cash still in his pocket.
  await db
    .insertInto('orders')
    .values({
      id: 'order-D1',
      code_commande: 'D1',
      user_id: user.id,
      status: 'delivered',
      dishes_total: 2_500,
      total_price: 2_500,
      total_quantite: 1,
      payment_method: 'cash',
      source: 'phone',
      rider_id: 'rider-kofi',
      created_at: '2026-03-08T12:00:00.000Z',
      updated_at: '2026-03-08T12:40:00.000Z',
    })
    .execute();
  // A pickup reservation: a sale like the orders (decision 0069).
  await db
    .insertInto('orders')
    .values({
      id: 'resa-1',
      code_commande: 'R1',
      kind: 'reservation',
      user_id: user.id,
      entry_point: 'cart',
      status: 'confirmed',
      scheduled_for: '2026-03-06T12:00:00.000Z',
      pickup_location: 'restaurant',
      is_delivery: 0,
      dishes_total: 5_000,
      total_price: 5_000,
      total_quantite: 2,
      is_paid: 1,
      paid_at: '2026-03-05T09:00:00.000Z',
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T09:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('payments')
    .values({
      id: 'pay-R1',
      identifier: 'id-R1',
      tx_reference: 'tx-R1',
      user_id: user.id,
      purpose: 'order',
      order_id: 'resa-1',
      amount: 5_000,
      phone_number: '90112233',
      network: 'TMONEY',
      status: 'paid',
      payment_reference: null,
      payment_method: 'TMONEY',
      paid_at: '2026-03-05T09:00:00.000Z',
      next_check_at: null,
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T09:00:00.000Z',
    })
    .execute();
  await db.updateTable('orders').set({ payment_id: 'pay-R1' }).where('id', '=', 'resa-1').execute();
  const rewards = [
    { amount: 250, created: '2026-03-02T09:00:00.000Z', paid: '2026-03-08T10:00:00.000Z' },
    { amount: 400, created: '2026-03-05T09:00:00.000Z', paid: null },
    { amount: -250, created: '2026-03-06T09:00:00.000Z', paid: null },
    { amount: 999, created: '2026-02-20T09:00:00.000Z', paid: '2026-03-03T10:00:00.000Z' },
  ];
  for (const [i, r] of rewards.entries()) {
    await db
      .insertInto('domain_events')
      .values({
        id: `event-${i}`,
        type: 'order.paid',
        subject_id: `order-${i}`,
        payload: '{}',
        processed_at: r.created,
        created_at: r.created,
      })
      .execute();
    await db
      .insertInto('rewards')
      .values({
        id: `reward-${i}`,
        beneficiary_id: user.id,
        kind: r.amount < 0 ? 'reversal' : 'commission',
        source_event_id: `event-${i}`,
        level: 1,
        amount: r.amount,
        description: 'Commission',
        status: r.paid ? 'completed' : 'pending',
        payout_reference: r.paid ? 'PAY-1' : null,
        paid_at: r.paid,
        created_at: r.created,
      })
      .execute();
  }
  return { dishes, rewards };
}

describe.each(dbKinds)('GET /api/admin/reports on a fixed data set (%s)', (kind: DbKind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let customer: { authorization: string };
  let seeded: Awaited<ReturnType<typeof seed>>;
  let report: AdminReport;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seeded = await seed(t.db);
    admin = (await createUser(t.db, { role: 'admin', created_at: '2026-01-01T00:00:00.000Z' })).auth;
    customer = (await createUser(t.db, { created_at: '2026-01-01T00:00:00.000Z' })).auth;
    const res = await t.app.inject({ url: `/api/admin/reports?from=${FROM}&to=${TO}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    report = res.json();
  });
  afterAll(() => t.close());

  const paid = () => orders.filter((o) => inRange(o.paidAt));
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  /** The sales paid in the range as an owner would tally them by hand: the orders and the reservation R1. */
  type Sale = {
    code: string;
    at: string;
    total: number;
    refunded: number;
    method: string;
    source: string;
    cancelled: boolean;
  };
  const sales = (): Sale[] => [
    ...paid().map((o) => ({
      code: o.code,
      at: o.paidAt!,
      total: totalOf(o),
      refunded: o.refund ? totalOf(o) : 0,
      method: o.noPayment ? 'inconnu' : o.network!,
      source: o.source ?? 'site',
      cancelled: !!o.cancelledAt,
    })),
    {
      code: 'R1',
      at: '2026-03-05T09:00:00.000Z',
      total: 5_000,
      refunded: 0,
      method: 'TMONEY',
      source: 'site',
      cancelled: false,
    },
  ];
  const tallied = (xs: Sale[]) => {
    const gross = sum(xs.map((x) => x.total));
    const refunded = sum(xs.map((x) => x.refunded));
    return { orders: xs.length, gross, refunded, revenue: gross - refunded };
  };

  it('counts the sales paid in the range: what was paid, refunded and kept, by network and by origin', () => {
    const all = tallied(sales());
    expect(report.orders_paid).toBe(all.orders);
    expect(report.gross_revenue).toBe(all.gross);
    expect(report.refunded).toBe(all.refunded);
    expect(report.revenue).toBe(all.gross - all.refunded);
    // A4 and C3 (cancelled, owed back) and A5 (paid back) were refunded: the restaurant kept the rest.
    expect(report.refunded).toBe(
      totalOf(orders[3]!) + totalOf(orders[4]!) + sum(orders.filter((o) => o.code === 'C3').map(totalOf)),
    );
    const kept = sales().filter((x) => !x.cancelled);
    expect(report.orders_kept).toBe(kept.length);
    expect(report.average_basket).toBe(Math.floor(sum(kept.map((x) => x.total)) / kept.length));
    const groups = (key: (x: Sale) => string) =>
      [...new Set(sales().map(key))].map((k) => ({ k, ...tallied(sales().filter((x) => key(x) === k)) }));
    expect(report.by_method).toEqual(
      groups((x) => x.method)
        .map(({ k, ...t }) => ({ method: k, ...t }))
        .sort((x, y) => x.method.localeCompare(y.method)),
    );
    expect(report.by_source.map((s) => s.source)).toEqual(['site', 'phone', 'whatsapp', 'counter']);
    for (const { k, ...t } of groups((x) => x.source)) {
      expect(report.by_source.find((s) => s.source === k)).toEqual({ source: k, ...t });
    }
    expect(sum(report.by_source.map((s) => s.revenue))).toBe(report.revenue);
    expect(sum(report.by_method.map((s) => s.gross))).toBe(report.gross_revenue);
  });

  it('gives discounts, cancellations, refunds, rewards and new customers', () => {
    const freeDishes = sum(paid().map((o) => o.freeDish ?? 0));
    const newsletter = sum(paid().map((o) => o.newsletter ?? 0));
    expect(report.discounts).toEqual({ free_dishes: freeDishes, newsletter, total: freeDishes + newsletter });
    const cancelled = orders.filter((o) => inRange(o.cancelledAt));
    const paidCancelled = cancelled.filter((o) => o.paidAt);
    expect(report.cancellations).toEqual({
      orders: cancelled.length,
      paid_orders: paidCancelled.length,
      paid_amount: sum(paidCancelled.map(totalOf)),
    });
    const owed = orders.filter((o) => o.refund?.status === 'pending' && inRange(o.refund.at));
    const settled = orders.filter((o) => inRange(o.refund?.settledAt));
    expect(report.refunds).toEqual({
      owed_count: owed.length,
      owed: sum(owed.map(totalOf)),
      settled_count: settled.length,
      settled: sum(settled.map(totalOf)),
    });
    expect(report.rewards).toEqual({
      earned: sum(seeded.rewards.filter((r) => inRange(r.created)).map((r) => r.amount)),
      paid_out: sum(seeded.rewards.filter((r) => inRange(r.paid)).map((r) => r.amount)),
    });
    // One customer created on the 4th; the staff account on the 8th and the one on the 1st do not count.
    expect(report.new_customers).toBe(1);
  });

  it('splits revenue by day and by hour, every day and hour present', () => {
    expect(report.revenue_by_day.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    for (const d of report.revenue_by_day) {
      expect(d).toEqual({ date: d.date, ...tallied(sales().filter((x) => x.at.startsWith(d.date))) });
    }
    expect(report.orders_by_hour).toHaveLength(24);
    for (const h of report.orders_by_hour) {
      expect(h).toEqual({
        hour: h.hour,
        ...tallied(sales().filter((x) => Number(x.at.slice(11, 13)) === h.hour)),
      });
    }
  });

  it('ranks the dishes of the sales kept by quantity and by revenue before discounts', () => {
    const lines = paid()
      .filter((o) => !o.cancelledAt)
      .flatMap((o) => o.lines);
    const of = (dish: 'a' | 'b' | 'c') => {
      const q = sum(lines.filter((l) => l.dish === dish).map((l) => l.quantity));
      return {
        dish_id: seeded.dishes[dish].id,
        name: seeded.dishes[dish].name,
        quantity: q,
        revenue: q * PRICES[dish],
      };
    };
    const all = [of('a'), of('b'), of('c')];
    expect(report.top_dishes.by_quantity).toEqual(
      [...all].sort((x, y) => y.quantity - x.quantity || x.dish_id.localeCompare(y.dish_id)),
    );
    expect(report.top_dishes.by_revenue).toEqual(
      [...all].sort((x, y) => y.revenue - x.revenue || x.dish_id.localeCompare(y.dish_id)),
    );
  });

  it('reconciles PayGate against the sales paid by mobile money only, each refund with its state', () => {
    const mobile = paid().filter((o) => o.network !== 'CASH');
    const confirmed = sum(mobile.filter((o) => !o.noPayment).map((o) => o.confirmed ?? totalOf(o))) + 5_000;
    const ordersMarked = sum(mobile.map(totalOf));
    const r = report.reconciliation;
    expect(r.confirmed).toBe(confirmed);
    expect(r.orders_marked_paid).toBe(ordersMarked);
    expect(r.reservations_marked_paid).toBe(5_000);
    expect(r.marked_paid).toBe(ordersMarked + 5_000);
    expect(r.sponsor_activations).toBe(0);
    expect(r.lines.map((l) => [l.kind, l.code, l.refund_status ?? null]).sort()).toEqual(
      [
        ['amount_mismatch', 'A6', null],
        ['no_confirmation', 'A7', null],
        ['refund', 'A4', 'pending'],
        ['refund', 'A5', 'settled'],
      ].sort(),
    );
    expect(r.lines.find((l) => l.code === 'A5')?.refund_reference).toBe('REF-1');
    expect(r.confirmed - r.marked_paid).toBe(sum(r.lines.map((l) => l.confirmed - l.recorded)));
  });

  it('gives the cash each person took, the refunds of it, and what a rider delivered and did not record', () => {
    const cash = paid().filter((o) => o.network === 'CASH');
    const of = (who: 'cashier' | 'rider') => cash.filter((o) => o.collector === who);
    expect(report.cash.collected).toBe(sum(cash.map(totalOf)));
    expect(report.cash.collectors).toEqual(
      [
        {
          name: 'Kofi Agbeko',
          role: 'rider',
          sales: of('rider').length,
          amount: sum(of('rider').map(totalOf)),
          refunded: sum(
            of('rider')
              .filter((o) => o.refund)
              .map(totalOf),
          ),
        },
        {
          name: 'Akossiwa Dzidzo',
          role: 'staff',
          sales: 1,
          amount: sum(of('cashier').map(totalOf)),
          refunded: 0,
        },
      ].map((c) => ({ collector_id: expect.any(String), ...c })),
    );
    expect(report.cash.outstanding).toEqual([
      { rider_id: 'rider-kofi', name: 'Kofi Agbeko', sales: 1, amount: 2_500 },
    ]);
  });

  it('exports the orders of the range as CSV for French Excel', async () => {
    const res = await t.app.inject({
      url: `/api/admin/reports/orders.csv?from=${FROM}&to=${TO}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="commandes-${FROM}-${TO}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // D1, delivered in cash and not yet collected, and the reservation R1 were created in the range too.
    const created = orders.filter((o) => inRange(o.paidAt ?? o.cancelledAt));
    expect(lines).toHaveLength(created.length + 1 + 2);
    expect(lines[0]).toMatch(/^Code;Créée le;Payée le;/);
    expect(lines.find((l) => l.startsWith('A2;'))).toContain(';2026-03-02 12:40;');
    expect(lines.find((l) => l.startsWith('A2;'))).toContain(`;${totalOf(orders[1]!)};TMONEY;tx-A2`);
  });

  it('refuses customers and bad ranges', async () => {
    const url = `/api/admin/reports?from=${FROM}&to=${TO}`;
    expect((await t.app.inject({ url, headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const q of [
      'from=2026-03-08&to=2026-03-02',
      'from=2026-02-30&to=2026-03-02',
      'from=2025-01-01&to=2026-03-02',
      'from=2026-1-1&to=2026-1-2',
      'from=&to=',
      'from=%222026-03-01%22&to=%222026-03-02%22',
      'from=2026-13-45&to=2026-03-02',
      'to=2026-03-02',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/reports?${q}`, headers: admin });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message, q).toBeTruthy();
      const csv = await t.app.inject({ url: `/api/admin/reports/orders.csv?${q}`, headers: admin });
      expect(csv.statusCode, q).toBe(422);
    }
  });
});

describe.each(dbKinds)('GET /api/admin/reports after a probe pays and cancels (%s)', (kind: DbKind) => {
  it('gives the paid and cancelled orders to the franc', async () => {
    const w = await referralWorld(kind);
    try {
      const { account } = await w.register('particular');
      const a = await w.orderAndPay(account, [{ dish_id: w.dish.id, quantity: 2 }]);
      const b = await w.orderAndPay(account, [{ dish_id: w.cheap.id, quantity: 1 }]);
      await w.order(account, [{ dish_id: w.dear.id, quantity: 1 }]);
      await w.cancel(account, b.id);
      const admin = (await createUser(w.t.db, { role: 'admin' })).auth;
      // Yesterday to tomorrow: whatever the hour the test runs, today's orders are inside.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const res = await w.inject('GET', `/api/admin/reports?from=${day(-1)}&to=${day(1)}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json<AdminReport>();
      const paidTotal = a.total_price + b.total_price;
      expect(report.orders_paid).toBe(2);
      // B was cancelled after payment and is owed back: the restaurant keeps A.
      expect(report.gross_revenue).toBe(paidTotal);
      expect(report.refunded).toBe(b.total_price);
      expect(report.revenue).toBe(a.total_price);
      expect(report.cancellations).toEqual({ orders: 1, paid_orders: 1, paid_amount: b.total_price });
      expect(report.refunds.owed).toBe(b.total_price);
      expect(report.reconciliation.confirmed).toBe(paidTotal);
      expect(report.reconciliation.marked_paid).toBe(paidTotal);
      expect(report.reconciliation.lines.map((l) => [l.kind, l.code])).toEqual([['refund', b.code_commande]]);
      expect(report.new_customers).toBe(1);
      expect(
        (await w.inject('GET', `/api/admin/reports?from=${day(0)}&to=${day(0)}`, account.auth)).statusCode,
      ).toBe(403);
    } finally {
      await w.close();
    }
  });
});
