import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { CompanyInvitationTable } from '../../db/types.js';

export async function insertInvitation(trx: Db, row: Insertable<CompanyInvitationTable>): Promise<void> {
  await trx.insertInto('company_invitations').values(row).execute();
}

/** The invitation of a token's hash, still usable at `now`: not accepted, not expired. */
export function findUsableInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('company_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks an invitation used, once: false when another request used it first. */
export async function markAccepted(trx: Db, id: string, userId: string, now: string): Promise<boolean> {
  const res = await trx
    .updateTable('company_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A company's invitations neither accepted nor expired, newest first. */
export function listPendingInvitations(db: Db, companyId: string, now: string) {
  return db
    .selectFrom('company_invitations')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** When each colleague accepted their (latest) invitation to this company. */
export async function acceptedAtByUser(db: Db, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('company_invitations')
    .select(['accepted_by', 'accepted_at'])
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is not', null)
    .orderBy('accepted_at')
    .execute();
  return new Map(rows.map((r) => [r.accepted_by!, r.accepted_at!]));
}
