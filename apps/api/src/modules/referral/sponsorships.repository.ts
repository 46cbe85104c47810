import type { Db } from '../../db/connection.js';
import type { ActivationStatus, UserStatus } from '@lome/shared';

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
