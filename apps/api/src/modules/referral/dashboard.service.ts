import {
  bpToPercent,
  freeDishCreditStatus,
  nextPayoutDate,
  rewardTypeOfKind,
  SURPRISE_DISH_NAME,
  type FreeDishCredit,
  type NetworkMember,
  type ReferralSettings,
  type Reward,
  type SponsorDashboard,
  type SponsorRewards,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { countAvailableCredits, listCredits, type CreditRow } from './credits.repository.js';
import { countStillPaidOrders, recentReferralOrders } from './paid-orders.repository.js';
import { getReferralSettings } from './referral.settings.js';
import { listRewards, sumRewards, type RewardRow } from './rewards.repository.js';
import { isPremium } from './sponsorships.service.js';
import { countReferrals, findMember, findReferralsOf, type Member } from './sponsorships.repository.js';

const RECENT_ORDERS = 5;
const NETWORK_MAX = 200;

function toReward(r: RewardRow): Reward {
  return {
    id: r.id,
    reward_type: rewardTypeOfKind(r.kind),
    kind: r.kind,
    level: r.level,
    description: r.description,
    reward_date: r.created_at,
    amount: r.amount,
    status: r.status,
    order_code: r.order_code,
    source_user:
      r.source_firstname === null ? null : { firstname: r.source_firstname, lastname: r.source_lastname },
    reversed: Number(r.reversed) === 1,
    paid_at: r.paid_at,
    payout_reference: r.payout_reference,
  };
}

function toCredit(c: CreditRow, now: string): FreeDishCredit {
  const status = freeDishCreditStatus(c, now);
  return {
    id: c.id,
    dish: { id: c.dish_id, name: c.dish_name ?? SURPRISE_DISH_NAME },
    cap_amount: c.cap_amount,
    expires_at: c.expires_at,
    created_at: c.created_at,
    status,
    available: status === 'available',
    source_user:
      c.source_firstname === null ? null : { firstname: c.source_firstname, lastname: c.source_lastname },
    used_order_id: c.used_order_id,
  };
}

const programme = (s: ReferralSettings) => ({
  direct_commission_percent: bpToPercent(s.directCommissionBp),
  network_commission_percent: bpToPercent(s.networkCommissionBp),
  network_depth: s.networkDepth,
  sponsor_bonus: s.sponsorBonus,
  free_dish_every: s.freeDishEvery,
  free_dish_cap: s.freeDishCap,
  free_dish_valid_days: s.freeDishValidDays,
});

/** The network below `userId`, level by level down to the deepest level paid, newest first within a level. */
async function networkOf(db: Db, userId: string, depth: number) {
  const members: (Member & { level: number })[] = [];
  let frontier = [userId];
  for (let level = 1; level <= depth && frontier.length > 0 && members.length < NETWORK_MAX; level++) {
    const found = (await findReferralsOf(db, frontier)).slice(0, NETWORK_MAX - members.length);
    members.push(...found.map((m) => ({ ...m, level })));
    frontier = found.map((m) => m.id);
  }
  return members;
}

/** GET /api/sponsor/dashboard: every figure as P7.10 reads it. */
export async function getDashboard(db: Db, userId: string, now = new Date()): Promise<SponsorDashboard> {
  const settings = await getReferralSettings(db);
  const me = (await findMember(db, userId))!;
  const [sums, sponsoredCount, freeDishes, recentOrders, network, rewards] = await Promise.all([
    sumRewards(db, userId),
    countReferrals(db, userId),
    countAvailableCredits(db, userId, now.toISOString()),
    recentReferralOrders(db, userId, RECENT_ORDERS),
    networkOf(db, userId, settings.networkDepth),
    listRewards(db, userId),
  ]);
  const counts = await countStillPaidOrders(
    db,
    network.map((m) => m.id),
  );
  // What the viewer earned from each person and kept: originals not taken back.
  const keptBySource = new Map<string, Reward[]>();
  for (const r of rewards) {
    if (r.kind === 'reversal' || Number(r.reversed) === 1 || !r.source_user_id) continue;
    keptBySource.set(r.source_user_id, [...(keptBySource.get(r.source_user_id) ?? []), toReward(r)]);
  }
  const recentSponsored: NetworkMember[] = network.map((m) => ({
    id: m.id,
    sponsored: { firstname: m.firstname, lastname: m.lastname },
    sponsored_user_status: m.user_status,
    activation_status: m.activation_status,
    created_at: m.created_at,
    level: m.level,
    orders_count: counts.get(m.id) ?? 0,
    rewards: keptBySource.get(m.id) ?? [],
  }));
  return {
    sponsored_count: sponsoredCount,
    total_earnings: sums.total,
    pending_earnings: sums.pending,
    free_dishes_available: freeDishes,
    recent_orders: recentOrders.map((o) => ({
      id: o.order_id,
      code_commande: o.code_commande,
      total_price: o.total_price,
      paid_at: o.paid_at,
      commission: o.commission ?? 0,
      sponsorship: { sponsored: { firstname: o.firstname } },
    })),
    recent_sponsored: recentSponsored,
    user_status: me.user_status,
    activation_status: me.activation_status,
    is_premium: isPremium(me),
    referral_code: me.referral_code,
    next_payout_date: nextPayoutDate(now),
    programme: programme(settings),
  };
}

/** GET /api/sponsor/rewards: the reward history, the free dish credits and the earnings summary. */
export async function getRewards(db: Db, userId: string, now = new Date()): Promise<SponsorRewards> {
  const settings = await getReferralSettings(db);
  const [rows, credits, sums] = await Promise.all([
    listRewards(db, userId),
    listCredits(db, userId),
    sumRewards(db, userId),
  ]);
  const at = now.toISOString();
  const order = { available: 0, used: 1, expired: 2 } as const;
  return {
    rewards: rows.map(toReward),
    free_dish_credits: credits.map((c) => toCredit(c, at)).sort((a, b) => order[a.status] - order[b.status]),
    summary: {
      total_earnings: sums.total,
      pending_earnings: sums.pending,
      paid_earnings: sums.total - sums.pending,
      next_payout_date: nextPayoutDate(now),
      min_payout: settings.minPayout,
    },
  };
}
