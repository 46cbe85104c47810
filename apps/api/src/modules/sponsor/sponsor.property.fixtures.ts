import fc from 'fast-check';
import type { SponsorDashboard } from '@lome/shared';

/**
 * The model of the referral programme (docs/product.md P7) and the random operations of sponsor.property.test.ts:
 * written here from the rules, not from the implementation.
 */

// ---- the model

export type Kind = 'particular' | 'apporteur' | 'sponsor';
type MUser = { id: string; kind: Kind; referrer: number | null; activatedAt: number | null; paidOut: number };
type MOrder = {
  id: string;
  buyer: number;
  base: number;
  total: number;
  paidAt: number | null;
  cancelled: boolean;
};

export class Model {
  users: MUser[] = [];
  orders: MOrder[] = [];
  /** Sponsor bonuses: beneficiary index -> amounts, with the activated sponsor's index. */
  bonuses: { beneficiary: number; source: number }[] = [];

  chain(buyer: number): number[] {
    const up: number[] = [];
    for (let u = this.users[buyer]!.referrer; u !== null && up.length < 3; u = this.users[u]!.referrer)
      up.push(u);
    return up;
  }
  activeAt(i: number, at: number): boolean {
    const u = this.users[i]!;
    return u.kind === 'sponsor' && u.activatedAt !== null && u.activatedAt < at;
  }
  /**
   * What `x` earns on a paid order `o` (P7.3): 1 % at level 1, 0.5 % at levels 2-3 for sponsors active then.
   */
  earns(x: number, o: MOrder): number {
    const level = this.chain(o.buyer).indexOf(x) + 1;
    if (level === 1) return Math.floor(o.base / 100);
    if (level >= 2 && this.activeAt(x, o.paidAt!)) return Math.floor(o.base / 200);
    return 0;
  }
  stillPaid(buyer?: number): MOrder[] {
    return this.orders.filter(
      (o) => o.paidAt !== null && !o.cancelled && (buyer === undefined || o.buyer === buyer),
    );
  }
  total(x: number): number {
    const commissions = this.stillPaid().reduce((sum, o) => sum + this.earns(x, o), 0);
    return commissions + this.bonuses.filter((b) => b.beneficiary === x).length * 25_000;
  }
  referrals(x: number): number[] {
    return this.users.flatMap((u, i) => (u.referrer === x ? [i] : []));
  }
  dashboard(x: number) {
    const u = this.users[x]!;
    const network: [string, number, number, number][] = [];
    let frontier = [x];
    for (let level = 1; level <= 3; level++) {
      frontier = frontier.flatMap((f) => this.referrals(f));
      for (const m of frontier) {
        const fromM =
          this.stillPaid(m).filter((o) => this.earns(x, o) > 0).length +
          this.bonuses.filter((b) => b.beneficiary === x && b.source === m).length;
        network.push([this.users[m]!.id, level, this.stillPaid(m).length, fromM]);
      }
    }
    const direct = this.referrals(x);
    const recent = this.stillPaid()
      .filter((o) => direct.includes(o.buyer))
      .sort((a, b) => b.paidAt! - a.paidAt!)
      .slice(0, 5)
      .map((o) => [o.id, o.total, Math.floor(o.base / 100)]);
    return {
      sponsored_count: direct.length,
      total_earnings: this.total(x),
      pending_earnings: this.total(x) - u.paidOut,
      free_dishes_available: direct.reduce((n, r) => n + Math.floor(this.stillPaid(r).length / 5), 0),
      is_premium: u.kind === 'sponsor' && u.activatedAt !== null,
      recent_orders: recent,
      network: network.sort((a, b) => a[0].localeCompare(b[0])),
    };
  }
}

export const observed = (d: SponsorDashboard) => ({
  sponsored_count: d.sponsored_count,
  total_earnings: d.total_earnings,
  pending_earnings: d.pending_earnings,
  free_dishes_available: d.free_dishes_available,
  is_premium: d.is_premium,
  recent_orders: d.recent_orders.map((o) => [o.id, o.total_price, o.commission]),
  network: d.recent_sponsored
    .map((m) => [m.id, m.level, m.orders_count, m.rewards.length] as [string, number, number, number])
    .sort((a, b) => a[0].localeCompare(b[0])),
});

// ---- the operations

export const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('register' as const),
      kind: fc.constantFrom<Kind>('particular', 'particular', 'apporteur', 'sponsor'),
      ref: fc.option(fc.nat(), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('activate' as const), who: fc.nat(), late: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      who: fc.nat(),
      dish: fc.nat(2),
      qty: fc.integer({ min: 1, max: 3 }),
      pay: fc.boolean(),
      late: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('burst' as const),
      who: fc.nat(),
      n: fc.integer({ min: 2, max: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('pay' as const), order: fc.nat(), late: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('cancel' as const), order: fc.nat(), late: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('duplicate' as const), order: fc.nat(), concurrent: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('replay' as const), n: fc.integer({ min: 1, max: 5 }) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('drain' as const), twoProcesses: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('payout' as const), who: fc.nat() }) },
);
export type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Waits for the clock's next millisecond, so two steps never share a timestamp (ties are not what we test). */
export async function nextTick() {
  const t = Date.now();
  while (Date.now() === t) await new Promise((r) => setImmediate(r));
}

/** Sequences per engine: each takes about 1 s on SQLite and 3 s on PostgreSQL; REFERRAL_PROPERTY_RUNS for a longer hunt. */
export const numRuns = (kind: string) =>
  Number(process.env.REFERRAL_PROPERTY_RUNS ?? (kind === 'postgres' ? 12 : 25));
