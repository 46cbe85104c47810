import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard, getRewards } from '../modules/referral/dashboard.service.js';
import { buildReport } from '../modules/reports/reports.service.js';
import { createTestApp, dbKinds, type TestApp } from '../test/helper.js';
import { seedDemo } from './demo-seed.js';
import { seedReferralDemo } from './referral-demo.js';

describe.each(dbKinds)('demo referral network (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const id = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-seed-'));
    expect(await seedDemo(t.db, { dataDir })).toBe(true);
    await seedReferralDemo(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('pays the demo history as PayGate would have: the owner reconciles it with no gap', async () => {
    const today = t.app.clock.now().toISOString().slice(0, 10);
    const report = await buildReport(t.db, { from: today, to: today });
    expect(report.orders_paid).toBeGreaterThan(5);
    const r = report.reconciliation;
    expect(r.confirmed).toBe(r.marked_paid);
    // Esi's order cancelled after payment is owed back: the one line, and no sale marked paid without PayGate.
    expect(r.lines.map((l) => l.kind)).toEqual(['refund']);
    expect(r.sponsor_activations).toBe(200_000);
    expect(report.revenue).toBe(report.gross_revenue - r.lines[0]!.confirmed);
  });

  it('shows the demo apporteur a living dashboard: referrals, paid and pending rewards, a reversal, a free dish', async () => {
    const kodjo = await id('apporteur@chezmama.tg');
    const d = await getDashboard(t.db, kodjo);
    expect(d).toMatchObject({ sponsored_count: 3, free_dishes_available: 1, is_premium: false });
    expect(d.recent_orders).toHaveLength(5);
    expect(d.recent_orders.every((o) => o.commission === Math.floor(o.total_price / 100))).toBe(true);
    expect(d.recent_sponsored.map((m) => [m.sponsored.firstname, m.level]).sort()).toEqual([
      ['Afi', 1],
      ['Esi', 1],
      ['Mawuli', 1],
    ]);
    const { rewards, free_dish_credits } = await getRewards(t.db, kodjo);
    const statuses = new Set(rewards.map((r) => r.status));
    expect(statuses).toEqual(new Set(['completed', 'pending']));
    expect(rewards.filter((r) => r.kind === 'reversal')).toHaveLength(1);
    expect(d.total_earnings).toBe(rewards.reduce((sum, r) => sum + r.amount, 0));
    expect(d.pending_earnings).toBeGreaterThan(0);
    expect(d.pending_earnings).toBeLessThan(d.total_earnings);
    expect(free_dish_credits).toMatchObject([{ dish: { name: 'Plat surprise' }, status: 'available' }]);
  });

  it('shows the demo sponsor its premium network, the sponsor bonus and network commissions', async () => {
    const yawa = await id('sponsor@chezmama.tg');
    const d = await getDashboard(t.db, yawa);
    expect(d).toMatchObject({ sponsored_count: 2, is_premium: true });
    // Her direct referrals order too: her dashboard opens on their orders and her 1% on each.
    expect(d.recent_orders.map((o) => o.sponsorship.sponsored.firstname).sort()).toEqual(['Kodjo', 'Komi']);
    expect(d.recent_orders.every((o) => o.commission === Math.floor(o.total_price / 100))).toBe(true);
    expect(d.recent_orders.every((o) => o.commission > 0)).toBe(true);
    expect(d.recent_sponsored.map((m) => [m.sponsored.firstname, m.level]).sort()).toEqual([
      ['Afi', 2],
      ['Dela', 2],
      ['Esi', 2],
      ['Kodjo', 1],
      ['Komi', 1],
      ['Mawuli', 2],
    ]);
    const { rewards } = await getRewards(t.db, yawa);
    expect(rewards.filter((r) => r.kind === 'sponsor_bonus').map((r) => r.amount)).toEqual([25_000]);
    expect(rewards.some((r) => r.kind === 'network_commission')).toBe(true);
    const komi = await getDashboard(t.db, await id('komi@chezmama.tg'));
    expect(komi).toMatchObject({ sponsored_count: 1, is_premium: true });
    expect(komi.total_earnings).toBeGreaterThan(0);
  });
});
