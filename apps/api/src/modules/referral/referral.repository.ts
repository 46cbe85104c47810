import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ActivationStatus, UserStatus } from '@lome/shared';
import type { FreeDishCreditTable, ReferralPaidOrderTable, RewardTable } from '../../db/types.js';

export type Referrer = { id: string; firstname: string; lastname: string | null; user_status: UserStatus };

/** The apporteur or sponsor owning a referral code; codes of other account types do not count (P7.1). */
export function findReferrerByCode(db: Db, code: string): Promise<Referrer | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'user_status'])
    .where('referral_code', '=', code)
    .where('user_status', 'in', ['apporteur', 'sponsor'])
    .executeTakeFirst();
}

export async function insertSponsorship(
  db: Db,
  row: { id: string; sponsor_id: string; sponsored_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('sponsorships').values(row).execute();
}

export async function findSettings(db: Db, keys: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** A person of the referral tree, as the ledger reads them. */
export type Member = {
  id: string;
  firstname: string;
  lastname: string | null;
  user_status: UserStatus;
  activation_status: ActivationStatus;
  activated_at: string | null;
  referral_code: string | null;
  created_at: string;
};

const memberColumns = [
  'users.id',
  'users.firstname',
  'users.lastname',
  'users.user_status',
  'users.activation_status',
  'users.activated_at',
  'users.referral_code',
  'users.created_at',
] as const;

export function findMember(db: Db, id: string): Promise<Member | undefined> {
  return db.selectFrom('users').select(memberColumns).where('users.id', '=', id).executeTakeFirst();
}

/** Who referred `userId` (fixed at registration, P7.1), if anyone. */
export function findReferrerOf(db: Db, userId: string): Promise<Member | undefined> {
  return db
    .selectFrom('sponsorships')
    .innerJoin('users', 'users.id', 'sponsorships.sponsor_id')
    .select(memberColumns)
    .where('sponsorships.sponsored_id', '=', userId)
    .executeTakeFirst();
}

/** The people `sponsorIds` referred directly, with who referred each. */
export function findReferralsOf(db: Db, sponsorIds: string[]): Promise<(Member & { sponsor_id: string })[]> {
  if (sponsorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sponsorships')
    .innerJoin('users', 'users.id', 'sponsorships.sponsored_id')
    .select(memberColumns)
    .select('sponsorships.sponsor_id')
    .where('sponsorships.sponsor_id', 'in', sponsorIds)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .execute();
}

export async function countReferrals(db: Db, sponsorId: string): Promise<number> {
  const row = await db
    .selectFrom('sponsorships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sponsor_id', '=', sponsorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- rewards

export async function insertReward(db: Db, row: Insertable<RewardTable>): Promise<void> {
  await db.insertInto('rewards').values(row).execute();
}

/** The rewards an order earned that were not taken back yet. */
export function findReversibleRewards(db: Db, orderId: string) {
  return db
    .selectFrom('rewards as r')
    .selectAll('r')
    .where('r.order_id', '=', orderId)
    .where('r.kind', 'in', ['commission', 'network_commission'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('rewards as rev').select('rev.id').whereRef('rev.reverses_reward_id', '=', 'r.id')),
      ),
    )
    .orderBy('r.level')
    .execute();
}

const reversedFlag = sql<number>`exists (select 1 from rewards rev where rev.reverses_reward_id = r.id)`;

export type RewardRow = RewardTable & {
  reversed: number;
  source_firstname: string | null;
  source_lastname: string | null;
};

export function listRewards(db: Db, beneficiaryId: string): Promise<RewardRow[]> {
  return db
    .selectFrom('rewards as r')
    .leftJoin('users as u', 'u.id', 'r.source_user_id')
    .selectAll('r')
    .select([reversedFlag.as('reversed'), 'u.firstname as source_firstname', 'u.lastname as source_lastname'])
    .where('r.beneficiary_id', '=', beneficiaryId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** Ledger arithmetic (P7.8): reversals are negative rows, so sums are the earnings not taken back. */
export async function sumRewards(db: Db, beneficiaryId: string): Promise<{ total: number; pending: number }> {
  const row = await db
    .selectFrom('rewards')
    .select([
      sql<number>`coalesce(sum(amount), 0)`.as('total'),
      sql<number>`coalesce(sum(case when status = 'pending' then amount else 0 end), 0)`.as('pending'),
    ])
    .where('beneficiary_id', '=', beneficiaryId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending) };
}

export function findPendingRewards(db: Db, beneficiaryId: string) {
  return db
    .selectFrom('rewards')
    .select(['id', 'amount'])
    .where('beneficiary_id', '=', beneficiaryId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Marks rows paid out with the mobile-money reference of the payout. Only pending rows change: returns how many
 * did, so a payout racing another one can see it lost.
 */
export async function markPaidOut(db: Db, ids: string[], reference: string, now: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('rewards')
    .set({ status: 'completed', payout_reference: reference, paid_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Each beneficiary's pending balance (reversals included) that is not zero, with who they are; largest first. */
export function listPendingBalances(db: Db) {
  return db
    .selectFrom('rewards as r')
    .innerJoin('users as u', 'u.id', 'r.beneficiary_id')
    .select([
      'r.beneficiary_id',
      'u.firstname',
      'u.lastname',
      'u.email',
      'u.phone',
      'u.payout_phone',
      'u.payout_network',
      'u.user_status',
      sql<number>`sum(r.amount)`.as('amount'),
      sql<number>`count(*)`.as('rewards_count'),
      sql<string>`min(r.created_at)`.as('oldest_reward_at'),
    ])
    .where('r.status', '=', 'pending')
    .groupBy([
      'r.beneficiary_id',
      'u.firstname',
      'u.lastname',
      'u.email',
      'u.phone',
      'u.payout_phone',
      'u.payout_network',
      'u.user_status',
    ])
    .having(sql`sum(r.amount)`, '<>', 0)
    .orderBy(sql`sum(r.amount)`, 'desc')
    .orderBy('r.beneficiary_id')
    .execute();
}

// ---- orders of referred people

export async function insertPaidOrder(db: Db, row: ReferralPaidOrderTable): Promise<void> {
  await db
    .insertInto('referral_paid_orders')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/** Records a cancellation after payment; false when the order was never counted or already cancelled. */
export async function markPaidOrderCancelled(
  db: Db,
  orderId: string,
  eventId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('referral_paid_orders')
    .set({ cancelled_at: now, cancel_event_id: eventId })
    .where('order_id', '=', orderId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countStillPaidOrders(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('referral_paid_orders')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('cancelled_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** The latest still-paid orders of `sponsorId`'s direct referrals, with the level-1 commission each earned. */
export function recentReferralOrders(db: Db, sponsorId: string, limit: number) {
  return db
    .selectFrom('referral_paid_orders as o')
    .innerJoin('sponsorships as s', 's.sponsored_id', 'o.user_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('rewards as r', (join) =>
      join
        .onRef('r.order_id', '=', 'o.order_id')
        .onRef('r.beneficiary_id', '=', 's.sponsor_id')
        .on('r.kind', '=', 'commission'),
    )
    .select([
      'o.order_id',
      'o.code_commande',
      'o.total_price',
      'o.paid_at',
      'u.firstname',
      'r.amount as commission',
    ])
    .where('s.sponsor_id', '=', sponsorId)
    .where('o.cancelled_at', 'is', null)
    .orderBy('o.paid_at', 'desc')
    .orderBy('o.order_id', 'desc')
    .limit(limit)
    .execute();
}

// ---- free dish credits

export async function insertCredit(db: Db, row: Insertable<FreeDishCreditTable>): Promise<void> {
  await db.insertInto('free_dish_credits').values(row).execute();
}

/** Credits of `beneficiaryId` earned through `referralId` and not revoked, newest first. */
export function findLiveCredits(db: Db, beneficiaryId: string, referralId: string) {
  return db
    .selectFrom('free_dish_credits')
    .select(['id', 'milestone', 'used_at'])
    .where('beneficiary_id', '=', beneficiaryId)
    .where('referral_id', '=', referralId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('milestone', 'desc')
    .execute();
}

export async function revokeCredit(db: Db, id: string, eventId: string, now: string): Promise<void> {
  await db
    .updateTable('free_dish_credits')
    .set({ revoked_at: now, revoke_event_id: eventId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export type CreditRow = FreeDishCreditTable & {
  dish_name: string | null;
  dish_price: number | null;
  source_firstname: string | null;
  source_lastname: string | null;
};

const creditQuery = (db: Db) =>
  db
    .selectFrom('free_dish_credits as c')
    .leftJoin('dishes as d', 'd.id', 'c.dish_id')
    .leftJoin('users as u', 'u.id', 'c.referral_id')
    .selectAll('c')
    .select([
      'd.name as dish_name',
      'd.price as dish_price',
      'u.firstname as source_firstname',
      'u.lastname as source_lastname',
    ]);

export function findCredit(db: Db, id: string): Promise<CreditRow | undefined> {
  return creditQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Credits not revoked of a beneficiary: available first (soonest to expire), then used and expired. */
export function listCredits(db: Db, beneficiaryId: string): Promise<CreditRow[]> {
  return creditQuery(db)
    .where('c.beneficiary_id', '=', beneficiaryId)
    .where('c.revoked_at', 'is', null)
    .orderBy('c.expires_at')
    .orderBy('c.id')
    .execute();
}

export async function countAvailableCredits(db: Db, beneficiaryId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('free_dish_credits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('beneficiary_id', '=', beneficiaryId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends a credit on a paid order, once: only a credit neither used nor revoked changes. */
export async function useCredit(db: Db, id: string, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('free_dish_credits')
    .set({ used_at: now, used_order_id: orderId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives back the credit a cancelled order had used; returns it (beneficiary and referral) if there was one. */
export async function releaseCreditOf(db: Db, orderId: string) {
  return db
    .updateTable('free_dish_credits')
    .set({ used_at: null, used_order_id: null })
    .where('used_order_id', '=', orderId)
    .returning(['id', 'beneficiary_id', 'referral_id'])
    .executeTakeFirst();
}

export async function dishExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('dishes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function dishIsCredited(db: Db, dishId: string): Promise<boolean> {
  const row = await db
    .selectFrom('free_dish_credits')
    .select('id')
    .where('dish_id', '=', dishId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
