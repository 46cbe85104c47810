import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { CompanyInvitationTable } from '../../db/types.js';

export async function insertInvitation(trx: Db, row: Insertable<CompanyInvitationTable>): Promise<void> {
  await trx.insertInto('company_invitations').values(row).execute();
}

/** The invitation of a token's hash, whatever became of it. */
export function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('company_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** One of a company's invitations by its id; undefined for another company's. */
export function findCompanyInvitation(db: Db, companyId: string, id: string) {
  return db
    .selectFrom('company_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Takes back an invitation nobody accepted yet; false when it was accepted (or taken back) first. */
export async function markRevoked(db: Db, id: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('company_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks an invitation used, once: false when another request used it or the holder took it back first. */
export async function markAccepted(trx: Db, id: string, userId: string, now: string): Promise<boolean> {
  const res = await trx
    .updateTable('company_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A company's invitations neither accepted, taken back nor expired, newest first. */
export function listPendingInvitations(db: Db, companyId: string, now: string) {
  return db
    .selectFrom('company_invitations')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
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
