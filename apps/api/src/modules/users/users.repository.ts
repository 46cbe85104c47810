import { sql, type Insertable } from 'kysely';
import { containsPattern, foldForSearch, userSearchText, type Role } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { NewUser, SponsorGrilleTable, User, UserUpdate } from '../../db/types.js';

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mails are stored lower-cased, so equality is a case-insensitive match. */
export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** The account of one role with that phone (riders log in by phone; the riders' list keeps it unique). */
export function findUserByRoleAndPhone(db: Db, role: Role, phone: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', role)
    .where('phone', '=', phone)
    .orderBy('created_at')
    .executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

export async function referralCodeExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
  return !!row;
}

export async function insertUser(db: Db, row: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...row, search_text: userSearchText(row) })
    .execute();
}

/** False when an account holds that e-mail already: it keeps its owner. */
export async function insertUserIfAbsent(db: Db, row: NewUser): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({ ...row, search_text: userSearchText(row) })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Writes the patch; a new name or e-mail refreshes the account's search text in the same statement. */
export async function updateUser(db: Db, id: string, patch: UserUpdate): Promise<void> {
  let set = patch;
  if (patch.firstname !== undefined || patch.lastname !== undefined || patch.email !== undefined) {
    const current = await db
      .selectFrom('users')
      .select(['firstname', 'lastname', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (current) set = { ...patch, search_text: userSearchText({ ...current, ...definedOnly(patch) }) };
  }
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

const definedOnly = (patch: UserUpdate) => ({
  ...(patch.firstname !== undefined && { firstname: patch.firstname }),
  ...(patch.lastname !== undefined && { lastname: patch.lastname }),
  ...(patch.email !== undefined && { email: patch.email }),
});

export type SponsorGrille = { id: string; amount: number; kit_description: string };

export function findActiveSponsorGrille(db: Db, id?: string): Promise<SponsorGrille | undefined> {
  let q = db
    .selectFrom('sponsor_grilles')
    .select(['id', 'amount', 'kit_description'])
    .where('active', '=', 1);
  // Without an id, the default grid is the cheapest active one (the seeded 200,000 FCFA grid).
  q = id ? q.where('id', '=', id) : q.orderBy('amount').orderBy('id');
  return q.executeTakeFirst();
}

export async function insertSponsorGrille(db: Db, row: Insertable<SponsorGrilleTable>): Promise<void> {
  await db.insertInto('sponsor_grilles').values(row).execute();
}

/** A sponsor's grid, active or not: the one it registered with sets its activation amount. */
export function findSponsorGrille(db: Db, id: string): Promise<SponsorGrille | undefined> {
  return db
    .selectFrom('sponsor_grilles')
    .select(['id', 'amount', 'kit_description'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Activates a sponsor pending payment, once; false when it was not pending (P7.6). */
export async function activateSponsor(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ activation_status: 'active', activated_at: now, updated_at: now })
    .where('id', '=', id)
    .where('user_status', '=', 'sponsor')
    .where('activation_status', '=', 'pending_payment')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Users for the back-office, newest first, optionally filtered by name, e-mail or phone. */
export function listUsers(db: Db, opts: { search?: string; limit: number; offset: number }): Promise<User[]> {
  let q = db.selectFrom('users').selectAll();
  if (opts.search) {
    // The stored text is folded in code (accents, case), so 'elodie' finds 'Élodie' on SQLite as on PostgreSQL;
    // '%' and '_' typed by the admin are literal characters, not wildcards.
    const like = containsPattern(foldForSearch(opts.search));
    // Phones are stored as 8 digits; people type them with spaces or +228. Only a search that looks like a phone
    // number is read as one: the digits of an e-mail address ('user-3a22b1…') must not match every phone with '22'.
    const looksLikePhone = /^[\d\s+().-]+$/.test(opts.search);
    const digits = looksLikePhone ? opts.search.replace(/\D/g, '').replace(/^228(?=\d{8}$)/, '') : '';
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`search_text like ${like} escape '\\'`,
        ...(digits.length >= 2 ? [eb('phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('id').limit(opts.limit).offset(opts.offset).execute();
}

/** True when the database refused a row for a unique constraint on `column` (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: string; message?: string; constraint?: string; detail?: string };
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE') return e.message?.includes(`.${column}`) ?? false;
  if (e?.code === '23505') return `${e.constraint ?? ''} ${e.detail ?? ''}`.includes(column);
  return false;
}

/**
 * Takes the admins' rows for the rest of the transaction (a no-op update locks them on PostgreSQL; SQLite runs
 * one writer at a time anyway), so two admins demoting each other at once cannot leave the restaurant with none.
 */
export async function lockAdmins(db: Db): Promise<void> {
  await db.updateTable('users').set({ role: 'admin' }).where('role', '=', 'admin').execute();
}

/** Admins still able to log in, other than `exceptId`. */
export async function countOtherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the role unless it already is that one; the row after, or undefined when nothing changed. */
export function setRole(db: Db, id: string, role: Role, now: string): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ role, updated_at: now })
    .where('id', '=', id)
    .where('role', '!=', role)
    .returningAll()
    .executeTakeFirst();
}

/** Deactivates (a date) or reactivates (null) an account, once: undefined when it already was. */
export function setDeactivated(
  db: Db,
  id: string,
  at: string | null,
  now: string,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ deactivated_at: at, updated_at: now })
    .where('id', '=', id)
    .where('deactivated_at', at === null ? 'is not' : 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The e-mail addresses of the active admins (alerts the restaurant must not miss). */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

/** The colleagues of a company account (users.company_id = the holder), by name. */
export function listCompanyMembers(db: Db, companyId: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '<>', companyId)
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

/** The accounts of these e-mails (stored lower-cased). */
export function findUsersByEmails(db: Db, emails: string[]): Promise<User[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where(
      'email',
      'in',
      emails.map((e) => e.toLowerCase()),
    )
    .execute();
}
