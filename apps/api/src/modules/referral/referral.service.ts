import {
  adminMoneyMessages,
  bpToPercent,
  discountMessages,
  formatFcfa,
  freeDishCreditStatus,
  fullName,
  nextPayoutDate,
  rewardTypeOfKind,
  SURPRISE_DISH_NAME,
  userStatusLabels,
  type AdminPayoutList,
  type FreeDishCredit,
  type NetworkMember,
  type ReferralCheckResponse,
  type RecordPayoutResult,
  type ReferralSettings,
  type Reward,
  type SponsorDashboard,
  type SponsorRewards,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { newId, nowIso } from '../../lib/ids.js';
import { publish } from '../events/events.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './referral.repository.js';
import { getReferralSettings } from './referral.settings.js';

export type { Referrer } from './referral.repository.js';
export { referralLedger } from './referral.ledger.js';
export { getReferralSettings } from './referral.settings.js';

/** Codes are shown upper case; people type them any way. */
export const normaliseReferralCode = (code: string): string => code.trim().toUpperCase();

/** The referrer behind a code, unless it is the caller's own code (no self-referral, P7.1). */
export async function findReferrer(
  db: Db,
  code: string,
  callerId?: string,
): Promise<repo.Referrer | undefined> {
  const referrer = await repo.findReferrerByCode(db, normaliseReferralCode(code));
  return referrer && referrer.id !== callerId ? referrer : undefined;
}

/**
 * GET /referral/check/{code}: who the code belongs to, for the register form and the /ref landing. A sponsor
 * whose activation is not confirmed shows as an apporteur (P7.6).
 */
export async function checkReferralCode(
  db: Db,
  code: string,
  callerId?: string,
): Promise<ReferralCheckResponse | undefined> {
  const referrer = await findReferrer(db, code, callerId);
  if (!referrer) return undefined;
  const member = (await repo.findMember(db, referrer.id))!;
  return {
    sponsor_name: fullName(referrer.firstname, referrer.lastname),
    sponsor_type: isPremium(member) ? 'sponsor' : 'apporteur',
  };
}

/**
 * Records who referred whom; part of the registration transaction (one sponsor per person, P7.1). `at` is when,
 * now unless the demo seed dates it with the accounts it writes.
 */
export function recordSponsorship(
  db: Db,
  sponsorId: string,
  sponsoredId: string,
  at = nowIso(),
): Promise<void> {
  return repo.insertSponsorship(db, {
    id: newId(),
    sponsor_id: sponsorId,
    sponsored_id: sponsoredId,
    created_at: at,
  });
}

/** Only an active sponsor is premium: badge, network commission and sponsor bonus (P7.6). */
const isPremium = (m: Pick<repo.Member, 'user_status' | 'activation_status'>) =>
  m.user_status === 'sponsor' && m.activation_status === 'active';

// ---- free dish credits, for orders

export type UsableCredit = { id: string; dishId: string | null; dishName: string; capAmount: number };

const creditError = (code: string, message: string) =>
  new AppError(422, code, message, { free_dish_credit_id: [message] });

/**
 * A credit `userId` may spend on an order now (P7.5): theirs, not revoked, not used, not expired. Throws the
 * French 422 the cart shows otherwise.
 */
export async function findUsableCredit(
  db: Db,
  userId: string,
  creditId: string,
  now: string,
): Promise<UsableCredit> {
  const credit = await repo.findCredit(db, creditId);
  if (!credit || credit.beneficiary_id !== userId || credit.revoked_at) {
    throw creditError('FREE_DISH_CREDIT_NOT_FOUND', discountMessages.creditNotFound);
  }
  const status = freeDishCreditStatus(credit, now);
  if (status === 'used') throw creditError('FREE_DISH_CREDIT_USED', discountMessages.creditUsed);
  if (status === 'expired') throw creditError('FREE_DISH_CREDIT_EXPIRED', discountMessages.creditExpired);
  return {
    id: credit.id,
    dishId: credit.dish_id,
    dishName: credit.dish_name ?? SURPRISE_DISH_NAME,
    capAmount: credit.cap_amount,
  };
}

/** Whether the credit an unpaid order was priced with went to another order or was taken back meanwhile. */
export async function isCreditGone(db: Db, creditId: string, orderId: string): Promise<boolean> {
  const credit = await repo.findCredit(db, creditId);
  return (
    !credit ||
    credit.revoked_at !== null ||
    (credit.used_order_id !== null && credit.used_order_id !== orderId)
  );
}

/** Spends a credit on the order being paid, in the payment's transaction; false when it was already spent. */
export function useFreeDishCredit(trx: Db, creditId: string, orderId: string, now: string): Promise<boolean> {
  return repo.useCredit(trx, creditId, orderId, now);
}

// ---- dashboard

const RECENT_ORDERS = 5;
const NETWORK_MAX = 200;

function toReward(r: repo.RewardRow): Reward {
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

function toCredit(c: repo.CreditRow, now: string): FreeDishCredit {
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
  const members: (repo.Member & { level: number })[] = [];
  let frontier = [userId];
  for (let level = 1; level <= depth && frontier.length > 0 && members.length < NETWORK_MAX; level++) {
    const found = (await repo.findReferralsOf(db, frontier)).slice(0, NETWORK_MAX - members.length);
    members.push(...found.map((m) => ({ ...m, level })));
    frontier = found.map((m) => m.id);
  }
  return members;
}

/** GET /api/sponsor/dashboard: every figure as P7.10 reads it. */
export async function getDashboard(db: Db, userId: string, now = new Date()): Promise<SponsorDashboard> {
  const settings = await getReferralSettings(db);
  const me = (await repo.findMember(db, userId))!;
  const [sums, sponsoredCount, freeDishes, recentOrders, network, rewards] = await Promise.all([
    repo.sumRewards(db, userId),
    repo.countReferrals(db, userId),
    repo.countAvailableCredits(db, userId, now.toISOString()),
    repo.recentReferralOrders(db, userId, RECENT_ORDERS),
    networkOf(db, userId, settings.networkDepth),
    repo.listRewards(db, userId),
  ]);
  const counts = await repo.countStillPaidOrders(
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
    repo.listRewards(db, userId),
    repo.listCredits(db, userId),
    repo.sumRewards(db, userId),
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

/** The account's referral code, for its links. */
export async function getReferralCode(db: Db, userId: string): Promise<string | null> {
  return (await repo.findMember(db, userId))?.referral_code ?? null;
}

// ---- month-end payouts (P7.9)

export type PayoutOptions = {
  /** The staff member recording it: the payout is audited in its own transaction. */
  actorId?: string;
  /** The balance staff saw and paid: a different balance now (a reward added, a payout recorded) is refused. */
  expectedAmount?: number;
};

const payoutChanged = () => new AppError(409, 'PAYOUT_CHANGED', adminMoneyMessages.payoutChanged);

async function payOut(
  db: Db,
  beneficiaryId: string,
  reference: string,
  opts: PayoutOptions,
): Promise<RecordPayoutResult> {
  const settings = await getReferralSettings(db);
  return db.transaction().execute(async (trx) => {
    // The rows summed are the rows marked: a reward the ledger adds meanwhile waits for the next payout.
    const rows = await repo.findPendingRewards(trx, beneficiaryId);
    // Staff name the person they paid; the audit log shows who it was.
    const member = opts.actorId ? await repo.findMember(trx, beneficiaryId) : undefined;
    if (opts.actorId && !member) {
      throw new AppError(404, 'BENEFICIARY_NOT_FOUND', adminMoneyMessages.beneficiaryNotFound);
    }
    const pending = rows.reduce((sum, r) => sum + r.amount, 0);
    if (opts.expectedAmount !== undefined && pending !== opts.expectedAmount) throw payoutChanged();
    if (pending <= 0 || pending < settings.minPayout) {
      throw new AppError(
        422,
        'PAYOUT_TOO_SMALL',
        `Le solde en attente (${formatFcfa(pending)}) est inférieur au minimum de versement.`,
      );
    }
    const paidAt = nowIso();
    const ids = rows.map((r) => r.id);
    // Two payouts at once both read the same rows; the one whose update finds them already paid gives way.
    if ((await repo.markPaidOut(trx, ids, reference, paidAt)) !== ids.length) throw payoutChanged();
    const result = {
      beneficiary_id: beneficiaryId,
      amount: pending,
      rewards_count: ids.length,
      reference,
      paid_at: paidAt,
    };
    // The beneficiary's e-mail hangs on it (decision 0039); each payout is its own subject.
    await publish(trx, 'payout.sent', `payout:${newId()}`, { user_id: beneficiaryId, ...result }, paidAt);
    if (opts.actorId) {
      const name = fullName(member!.firstname, member!.lastname);
      await recordAudit(trx, {
        actorId: opts.actorId,
        action: 'payout.paid',
        subjectType: 'user',
        subjectId: beneficiaryId,
        before: { name, status: 'pending', amount: pending, rewards_count: ids.length },
        after: { name, status: 'completed', amount: pending, rewards_count: ids.length, reference },
      });
    }
    return result;
  });
}

/**
 * Month-end payout (P7.9): staff paid the beneficiary's pending balance by mobile money under `reference`;
 * every pending row, reversals included, becomes paid. Refused below the minimum payout setting. Returns the
 * amount.
 */
export async function recordPayout(
  db: Db,
  beneficiaryId: string,
  reference: string,
  opts: PayoutOptions = {},
): Promise<number> {
  return (await payOut(db, beneficiaryId, reference, opts)).amount;
}

/** POST /api/admin/payouts/{id}: `recordPayout` for a staff member, with what was marked paid. */
export function recordPayoutByStaff(
  db: Db,
  beneficiaryId: string,
  input: { reference: string; amount: number },
  actorId: string,
): Promise<RecordPayoutResult> {
  return payOut(db, beneficiaryId, input.reference, { actorId, expectedAmount: input.amount });
}

/** The month-end list: each beneficiary's pending balance with their phone, and whether it can be paid now. */
export async function listPayouts(db: Db): Promise<AdminPayoutList> {
  const [settings, rows] = await Promise.all([getReferralSettings(db), repo.listPendingBalances(db)]);
  return {
    min_payout: settings.minPayout,
    payouts: rows.map((r) => {
      const amount = Number(r.amount);
      return {
        beneficiary_id: r.beneficiary_id,
        name: fullName(r.firstname, r.lastname),
        email: r.email,
        phone: r.phone,
        payout_phone: r.payout_phone,
        payout_network: r.payout_network,
        user_status: r.user_status,
        amount,
        rewards_count: Number(r.rewards_count),
        oldest_reward_at: r.oldest_reward_at,
        payable: amount > 0 && amount >= settings.minPayout,
      };
    }),
  };
}

/** The month-end list as CSV (docs/decisions/0028): what staff pay from their mobile-money account. */
export async function exportPayoutsCsv(db: Db): Promise<string> {
  const { payouts } = await listPayouts(db);
  return toCsv(
    [
      'Bénéficiaire',
      'Téléphone',
      'Versement sur',
      'E-mail',
      'Type',
      'Montant (FCFA)',
      'Récompenses',
      'Depuis le',
      'À verser',
    ],
    payouts.map((p) => [
      p.name,
      p.phone,
      p.payout_phone ? `${p.payout_network} ${p.payout_phone}` : '',
      p.email,
      userStatusLabels[p.user_status],
      p.amount,
      p.rewards_count,
      p.oldest_reward_at.slice(0, 10),
      p.payable ? 'oui' : 'non',
    ]),
  );
}

/** Whether a free-dish credit names the dish (the catalogue keeps such a dish, hidden, for the credit). */
export function isDishCredited(db: Db, dishId: string): Promise<boolean> {
  return repo.dishIsCredited(db, dishId);
}
