import { describe, expect, it } from 'vitest';
import {
  applyRate,
  commissionBase,
  DEFAULT_REFERRAL_SETTINGS as S,
  freeDishAdjustment,
  freeDishCreditStatus,
  isActiveSponsorAt,
  newsletterDiscount,
  nextPayoutDate,
  orderCommissions,
  parseReferralSettings,
  sponsorBonus,
  type ReferralAncestor,
} from './referral.js';

const PAID = '2025-05-10T12:00:00.000Z';
const BEFORE = '2025-05-01T00:00:00.000Z';
const AFTER = '2025-05-20T00:00:00.000Z';

const ancestor = (id: string, level: number, over: Partial<ReferralAncestor> = {}): ReferralAncestor => ({
  id,
  level,
  userStatus: 'sponsor',
  activationStatus: 'active',
  activatedAt: BEFORE,
  ...over,
});

describe('applyRate', () => {
  it.each([
    [10_000, 100, 100],
    [2_500, 100, 25],
    [2_599, 100, 25],
    [99, 100, 0],
    [2_599, 50, 12],
    [1_999, 1_000, 199],
    [0, 100, 0],
    [-500, 100, 0],
    // Exact where floating point is not: 0.29 * 100 is 28.999... in binary.
    [29, 10_000, 29],
    [1_000_000_000, 50, 5_000_000],
  ])('%d FCFA at %d bp -> %d', (base, bp, amount) => {
    expect(applyRate(base, bp)).toBe(amount);
  });
});

describe('commissionBase', () => {
  it.each([
    [10_000, 0, 10_000],
    [10_000, 2_500, 7_500],
    [2_500, 2_500, 0],
    [2_000, 2_500, 0],
  ])('%d - %d -> %d', (total, discount, base) => {
    expect(commissionBase(total, discount)).toBe(base);
  });
});

describe('isActiveSponsorAt', () => {
  it.each([
    ['active sponsor activated before', {}, true],
    ['active sponsor activated at the same instant', { activatedAt: PAID }, true],
    ['sponsor activated after the payment', { activatedAt: AFTER }, false],
    ['pending sponsor', { activationStatus: 'pending_payment', activatedAt: null }, false],
    ['apporteur', { userStatus: 'apporteur' }, false],
    ['particular', { userStatus: 'particular' }, false],
  ] as const)('%s -> %s', (_, over, expected) => {
    expect(isActiveSponsorAt(ancestor('a', 1, over), PAID)).toBe(expected);
  });
});

describe('orderCommissions', () => {
  const run = (base: number, ancestors: ReferralAncestor[], settings = S) =>
    orderCommissions(base, ancestors, PAID, settings).map((c) => [
      c.beneficiaryId,
      c.level,
      c.kind,
      c.amount,
    ]);

  it.each<[string, number, ReferralAncestor[], unknown[]]>([
    ['no referrer', 10_000, [], []],
    [
      'apporteur at level 1 earns 1 %',
      10_000,
      [ancestor('a', 1, { userStatus: 'apporteur' })],
      [['a', 1, 'commission', 100]],
    ],
    [
      'pending sponsor at level 1 earns 1 %',
      10_000,
      [ancestor('p', 1, { activationStatus: 'pending_payment', activatedAt: null })],
      [['p', 1, 'commission', 100]],
    ],
    [
      'active sponsors at levels 2 and 3 earn 0.5 %',
      10_000,
      [ancestor('a', 1), ancestor('b', 2), ancestor('c', 3)],
      [
        ['a', 1, 'commission', 100],
        ['b', 2, 'network_commission', 50],
        ['c', 3, 'network_commission', 50],
      ],
    ],
    ['level 4 earns nothing', 10_000, [ancestor('a', 1), ancestor('d', 4)], [['a', 1, 'commission', 100]]],
    [
      'apporteur and pending sponsor at levels 2-3 earn nothing, the chain goes on past them',
      10_000,
      [
        ancestor('a', 1),
        ancestor('b', 2, { userStatus: 'apporteur' }),
        ancestor('c', 3, { activationStatus: 'pending_payment', activatedAt: null }),
      ],
      [['a', 1, 'commission', 100]],
    ],
    [
      'a sponsor activated after the payment earns nothing on it',
      10_000,
      [ancestor('a', 1), ancestor('b', 2, { activatedAt: AFTER })],
      [['a', 1, 'commission', 100]],
    ],
    [
      'rounded down per beneficiary',
      2_599,
      [ancestor('a', 1), ancestor('b', 2)],
      [
        ['a', 1, 'commission', 25],
        ['b', 2, 'network_commission', 12],
      ],
    ],
    ['nothing below 1 FCFA', 199, [ancestor('a', 1), ancestor('b', 2)], [['a', 1, 'commission', 1]]],
    ['nobody earns twice', 10_000, [ancestor('a', 1), ancestor('a', 2)], [['a', 1, 'commission', 100]]],
    ['a particular at level 1 earns nothing', 10_000, [ancestor('x', 1, { userStatus: 'particular' })], []],
  ])('%s', (_, base, ancestors, expected) => {
    expect(run(base, ancestors)).toEqual(expected);
  });

  it('follows the settings: rates and depth', () => {
    const settings = { ...S, directCommissionBp: 200, networkCommissionBp: 100, networkDepth: 2 };
    expect(run(10_000, [ancestor('a', 1), ancestor('b', 2), ancestor('c', 3)], settings)).toEqual([
      ['a', 1, 'commission', 200],
      ['b', 2, 'network_commission', 100],
    ]);
  });
});

describe('sponsorBonus', () => {
  it.each([
    ['active sponsor', ancestor('s', 1), 25_000],
    ['sponsor activated after', ancestor('s', 1, { activatedAt: AFTER }), 0],
    ['pending sponsor', ancestor('s', 1, { activationStatus: 'pending_payment', activatedAt: null }), 0],
    ['apporteur', ancestor('s', 1, { userStatus: 'apporteur' }), 0],
    ['no referrer', undefined, 0],
  ])('%s -> %d', (_, referrer, amount) => {
    expect(sponsorBonus(referrer, PAID, S)).toBe(amount);
  });
});

describe('freeDishAdjustment', () => {
  it.each([
    // still-paid orders, live credits, used credits -> change
    [4, 0, 0, 0],
    [5, 0, 0, 1],
    [9, 1, 0, 0],
    [10, 1, 0, 1],
    [4, 1, 0, -1],
    [4, 1, 1, 0],
    [9, 2, 1, -1],
    [9, 2, 2, 0],
    [10, 1, 1, 1],
    [12, 0, 0, 2],
    [0, 3, 1, -2],
  ])('%d orders, %d live, %d used -> %d', (orders, live, used, change) => {
    expect(freeDishAdjustment(orders, live, used, 5)).toBe(change);
  });
});

describe('newsletterDiscount', () => {
  it.each([
    [10_000, 1_000],
    [2_599, 259],
    [9, 0],
  ])('10 %% of %d -> %d', (total, discount) => {
    expect(newsletterDiscount(total, 1_000)).toBe(discount);
  });
});

describe('parseReferralSettings', () => {
  it('keeps the defaults of D5 when nothing is set', () => {
    expect(parseReferralSettings({})).toEqual(S);
  });
  it('reads each key, refuses malformed values', () => {
    const s = parseReferralSettings({
      'referral.direct_commission_bp': '150',
      'referral.network_commission_bp': 'abc',
      'referral.network_depth': '0',
      'referral.sponsor_bonus': '30000',
      'referral.free_dish_every': '10',
      'referral.free_dish_cap': '4000.5',
      'referral.free_dish_dish_id': 'dish-1',
      'referral.min_payout': '1000',
      'newsletter.discount_bp': '20000',
    });
    expect(s).toEqual({
      ...S,
      directCommissionBp: 150,
      sponsorBonus: 30_000,
      freeDishEvery: 10,
      freeDishDishId: 'dish-1',
      minPayout: 1_000,
    });
  });
});

describe('nextPayoutDate', () => {
  it.each([
    ['2025-05-10T12:00:00.000Z', '2025-05-31'],
    ['2024-02-01T00:00:00.000Z', '2024-02-29'],
    ['2025-12-31T23:59:59.000Z', '2025-12-31'],
  ])('%s -> %s', (now, date) => {
    expect(nextPayoutDate(new Date(now))).toBe(date);
  });
});

describe('freeDishCreditStatus', () => {
  it.each([
    [{ used_at: null, expires_at: AFTER }, 'available'],
    [{ used_at: PAID, expires_at: AFTER }, 'used'],
    [{ used_at: null, expires_at: BEFORE }, 'expired'],
  ])('%j -> %s', (credit, status) => {
    expect(freeDishCreditStatus(credit, PAID)).toBe(status);
  });
});
