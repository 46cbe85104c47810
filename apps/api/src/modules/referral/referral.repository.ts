import type { Db } from '../../db/connection.js';
import type { UserStatus } from '../../db/types.js';

export type Referrer = { id: string; firstname: string; lastname: string | null; user_status: UserStatus };

/** The apporteur or sponsor owning a referral code; codes of other account types do not count (D5). */
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
