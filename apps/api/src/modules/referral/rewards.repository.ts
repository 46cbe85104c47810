import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { RewardTable } from '../../db/types.js';

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
