import { authMessages, fullName, type User } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { NewUser, User as UserRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import * as repo from './users.repository.js';

/** The user as its owner sees it (P12.3 User): no password hash, no private document names. */
export function toPublicUser(u: UserRow): User {
  return {
    id: u.id,
    name: fullName(u.firstname, u.lastname),
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    phone: u.phone,
    address: u.address,
    picture_user: u.picture_user,
    user_status: u.user_status,
    role: u.role,
    referral_code: u.referral_code,
    activation_status: u.activation_status,
    company:
      u.user_status === 'company'
        ? {
            denomination_sociale: u.denomination_sociale,
            statut_juridique: u.statut_juridique,
            adresse_company: u.adresse_company,
            emailpro: u.company_email,
            telephonepro: u.telephonepro,
            nif: u.nif,
            rccm: u.rccm,
            cnss: u.cnss,
            regime_fiscal: u.regime_fiscal,
            date_create: u.date_create,
            cfe: u.cfe,
          }
        : null,
    company_member: isCompanyAccount(u),
  };
}

/** A company's name on its pages and invoices' heading: its legal name, else its holder's name. */
export const companyNameOf = (holder: Pick<UserRow, 'denomination_sociale' | 'firstname' | 'lastname'>) =>
  holder.denomination_sociale || fullName(holder.firstname, holder.lastname);

/** The user as its owner sees it, with the company a colleague orders for (one more read, colleagues only). */
export async function accountView(db: Db, u: UserRow): Promise<User> {
  const holder = u.company_id && !isCompanyHolder(u) ? await repo.findUserById(db, u.company_id) : undefined;
  return {
    ...toPublicUser(u),
    member_of_company: holder ? { id: holder.id, name: companyNameOf(holder) } : null,
  };
}

/** The stored account, password hash included, behind a login or a reset (the auth modules read users here). */
export const findAccountByEmail = (db: Db, email: string) => repo.findUserByEmail(db, email);
export const findAccountById = (db: Db, id: string) => repo.findUserById(db, id);
export const listAdminEmails = (db: Db) => repo.listAdminEmails(db);

/**
 * The holder of a company (P9.5): the company account that registered, never itself a colleague of another.
 */
export const isCompanyHolder = (u: Pick<UserRow, 'id' | 'user_status' | 'company_id'>): boolean =>
  u.user_status === 'company' && (u.company_id === null || u.company_id === u.id);

/**
 * A company holder or a colleague of one: what "Entreprise" flags in the back-office (priority support,
 * P9.6).
 */
export const isCompanyAccount = (u: Pick<UserRow, 'id' | 'user_status' | 'company_id'>): boolean =>
  isCompanyHolder(u) || u.company_id !== null;

/** The e-mails among `emails` that belong to a company account or a colleague of one. */
export async function companyEmailsAmong(db: Db, emails: string[]): Promise<Set<string>> {
  const accounts = await repo.findUsersByEmails(db, [...new Set(emails)]);
  return new Set(accounts.filter(isCompanyAccount).map((a) => a.email));
}

/** A company account's colleagues; the company module decides who may see them. */
export const listCompanyMembers = (db: Db, companyId: string) => repo.listCompanyMembers(db, companyId);
/** Joins an account to a company account (its holder's id), or takes it out with null. */
export const setAccountCompany = (db: Db, userId: string, companyId: string | null) =>
  repo.updateUser(db, userId, { company_id: companyId, updated_at: nowIso() });

/** Stores a new password hash; the caller ends the other sessions in the same transaction (P10.3). */
export const setPasswordHash = (db: Db, userId: string, passwordHash: string) =>
  repo.updateUser(db, userId, { password_hash: passwordHash, updated_at: nowIso() });

export async function getUser(db: Db, id: string): Promise<User> {
  const row = await repo.findUserById(db, id);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  return accountView(db, row);
}

/**
 * The demo's accounts as they are written (P13.2), in the caller's transaction; an e-mail someone registered
 * already keeps its owner. Returns the ids written.
 */
export async function importAccounts(db: Db, rows: NewUser[]): Promise<Set<string>> {
  const written = new Set<string>();
  for (const row of rows) if (await repo.insertUserIfAbsent(db, row)) written.add(row.id);
  return written;
}
