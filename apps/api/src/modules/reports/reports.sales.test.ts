import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@lome/shared';
import { type DbKind, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { referralWorld } from '../../test/referral.js';
import {
  inRange,
  orders,
  paid,
  PRICES,
  sales,
  sum,
  tallied,
  totalOf,
  type Sale,
} from '../../test/fixtures/reports.js';
import { reportOnFixedData, type ReportsSeed } from '../../test/fixtures/reports.seed.js';

describe.each(dbKinds)('GET /api/admin/reports on a fixed data set (%s)', (kind: DbKind) => {
  let t: TestApp;
  let seeded: ReportsSeed;
  let report: AdminReport;

  beforeAll(async () => {
    ({ t, seeded, report } = await reportOnFixedData(kind));
  });
  afterAll(() => t.close());

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
