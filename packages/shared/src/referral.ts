import type { UserStatus } from './schemas/auth.js';
import type { RewardKind } from './schemas/sponsor.js';
import type { ActivationStatus, FreeDishCreditStatus } from './statuses.js';

/** The referral programme's figures (P7.11); each is a setting, these are the defaults. */
export type ReferralSettings = {
  /** Level-1 commission in basis points (100 = 1 %). */
  directCommissionBp: number;
  /** Network commission of levels 2..networkDepth, in basis points (50 = 0.5 %). */
  networkCommissionBp: number;
  /** Deepest level paid (3: the direct referrer's referrer's referrer). */
  networkDepth: number;
  /** Paid to an active sponsor when a sponsor who registered with its code is activated. */
  sponsorBonus: number;
  /** A free dish credit for every Nth still-paid order of a direct referral. */
  freeDishEvery: number;
  /** Highest unit price a 'Plat surprise' credit makes free. */
  freeDishCap: number;
  freeDishValidDays: number;
  /** The dish every credit names; null means 'Plat surprise' (any dish up to the cap). */
  freeDishDishId: string | null;
  /** A beneficiary's pending balance is paid out only from this amount on. */
  minPayout: number;
  /** Newsletter discount on the first paid order, in basis points (1000 = 10 %). */
  newsletterDiscountBp: number;
};

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  directCommissionBp: 100,
  networkCommissionBp: 50,
  networkDepth: 3,
  sponsorBonus: 25_000,
  freeDishEvery: 5,
  freeDishCap: 5_000,
  freeDishValidDays: 60,
  freeDishDishId: null,
  minPayout: 0,
  newsletterDiscountBp: 1_000,
};

/** Keys of the settings table that override the defaults. */
export const REFERRAL_SETTING_KEYS: Record<keyof ReferralSettings, string> = {
  directCommissionBp: 'referral.direct_commission_bp',
  networkCommissionBp: 'referral.network_commission_bp',
  networkDepth: 'referral.network_depth',
  sponsorBonus: 'referral.sponsor_bonus',
  freeDishEvery: 'referral.free_dish_every',
  freeDishCap: 'referral.free_dish_cap',
  freeDishValidDays: 'referral.free_dish_valid_days',
  freeDishDishId: 'referral.free_dish_dish_id',
  minPayout: 'referral.min_payout',
  newsletterDiscountBp: 'newsletter.discount_bp',
};

/** Lowest accepted value of each numeric setting; a value below it (or not an integer) keeps the default. */
const MINIMUMS: Record<Exclude<keyof ReferralSettings, 'freeDishDishId'>, number> = {
  directCommissionBp: 0,
  networkCommissionBp: 0,
  networkDepth: 1,
  sponsorBonus: 0,
  freeDishEvery: 1,
  freeDishCap: 0,
  freeDishValidDays: 1,
  minPayout: 0,
  newsletterDiscountBp: 0,
};

/** Settings from the settings table's values (by key); a missing or malformed value keeps its default. */
export function parseReferralSettings(values: Record<string, string | undefined>): ReferralSettings {
  const settings = { ...DEFAULT_REFERRAL_SETTINGS };
  for (const [name, min] of Object.entries(MINIMUMS) as [keyof typeof MINIMUMS, number][]) {
    const raw = values[REFERRAL_SETTING_KEYS[name]]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    // Rates above 100 % are refused too: a typo must not pay out more than the order.
    const max = name.endsWith('Bp') ? 10_000 : Number.MAX_SAFE_INTEGER;
    if (Number.isInteger(value) && value >= min && value <= max) settings[name] = value;
  }
  const dish = values[REFERRAL_SETTING_KEYS.freeDishDishId]?.trim();
  if (dish) settings.freeDishDishId = dish;
  return settings;
}

/** A rate in basis points applied to whole FCFA, rounded down (P7.4); exact in integers. */
export function applyRate(base: number, bp: number): number {
  return Math.floor((Math.max(0, base) * bp) / 10_000);
}

/** Basis points as the percent people read: 100 -> 1, 50 -> 0.5. */
export const bpToPercent = (bp: number): number => bp / 100;

/** Base of a commission: dishes total after every discount, delivery excluded (P7.4). */
export const commissionBase = (dishesTotal: number, discountAmount: number): number =>
  Math.max(0, dishesTotal - discountAmount);

/** Someone up the referral chain of a buyer, as the ledger sees them. */
export type ReferralAncestor = {
  id: string;
  /** 1 = direct referrer, 2 = its referrer... */
  level: number;
  userStatus: UserStatus;
  activationStatus: ActivationStatus;
  activatedAt: string | null;
};

/** Whether an account is a sponsor whose activation was confirmed at or before `at` (ISO time). */
export function isActiveSponsorAt(a: Omit<ReferralAncestor, 'level' | 'id'>, at: string): boolean {
  return (
    a.userStatus === 'sponsor' &&
    a.activationStatus === 'active' &&
    a.activatedAt !== null &&
    a.activatedAt <= at
  );
}

/** The reward kinds a paid order earns. */
export type CommissionKind = Extract<RewardKind, 'commission' | 'network_commission'>;
export type Commission = { beneficiaryId: string; level: number; kind: CommissionKind; amount: number };

/**
 * Who earns what on one paid order (P7.2, P7.3): the direct referrer (apporteur or sponsor, active or not)
 * earns the direct rate; levels 2..depth earn the network rate only as sponsors active when the order was
 * paid; nobody earns twice; nothing below 1 FCFA is written.
 */
export function orderCommissions(
  base: number,
  ancestors: readonly ReferralAncestor[],
  paidAt: string,
  s: ReferralSettings,
): Commission[] {
  const seen = new Set<string>();
  const out: Commission[] = [];
  for (const a of [...ancestors].sort((x, y) => x.level - y.level)) {
    if (a.level < 1 || a.level > s.networkDepth || seen.has(a.id)) continue;
    seen.add(a.id);
    const direct = a.level === 1;
    if (direct && a.userStatus !== 'apporteur' && a.userStatus !== 'sponsor') continue;
    if (!direct && !isActiveSponsorAt(a, paidAt)) continue;
    const amount = applyRate(base, direct ? s.directCommissionBp : s.networkCommissionBp);
    if (amount > 0) {
      out.push({
        beneficiaryId: a.id,
        level: a.level,
        kind: direct ? 'commission' : 'network_commission',
        amount,
      });
    }
  }
  return out;
}

/**
 * The sponsor bonus due when a sponsor is activated at `activatedAt`: to its direct referrer, if that referrer
 * was itself an active sponsor at that moment (apporteurs and pending sponsors get nothing, P7.3).
 */
export function sponsorBonus(
  referrer: Omit<ReferralAncestor, 'level'> | undefined,
  activatedAt: string,
  s: ReferralSettings,
): number {
  return referrer && isActiveSponsorAt(referrer, activatedAt) ? s.sponsorBonus : 0;
}

/**
 * Free dish credits to issue (positive) or revoke (negative) for one direct referral, so that the live
 * credits match the milestones its still-paid orders reached (5, 10, 15...). A used credit is never taken
 * back (P7.5).
 */
export function freeDishAdjustment(
  stillPaidOrders: number,
  liveCredits: number,
  usedCredits: number,
  every: number,
): number {
  const due = Math.floor(stillPaidOrders / every);
  if (due >= liveCredits) return due - liveCredits;
  // Only unused credits can go back: never below the used ones.
  return Math.min(0, Math.max(due, usedCredits) - liveCredits);
}

/** Newsletter discount on the dishes total left after any free dish, rounded down (P1.5). */
export const newsletterDiscount = (dishesAfterFreeDish: number, bp: number): number =>
  applyRate(dishesAfterFreeDish, bp);

/** The next payout ('Fin du mois', P7.9): the last day of the current month in Lomé (UTC), as YYYY-MM-DD. */
export function nextPayoutDate(now: Date): string {
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** A free dish credit's state as the dashboard shows it. */
export function freeDishCreditStatus(
  c: { used_at: string | null; expires_at: string },
  now: string,
): FreeDishCreditStatus {
  if (c.used_at) return 'used';
  return c.expires_at <= now ? 'expired' : 'available';
}

/** Name of a credit that names no dish (P7.5). */
export const SURPRISE_DISH_NAME = 'Plat surprise';
