import {
  adminUserMessages,
  authMessages,
  fullName,
  type AdminUser,
  type AssignableRole,
  isReferrer,
  payoutAccountMessages,
  type PaymentInfo,
  type PayoutAccount,
  type PayoutAccountInput,
  type ProfileUpdate,
  type RegisterData,
  type User,
} from '@lome/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { NewUser, SponsorGrilleTable, User as UserRow, UserUpdate } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso, randomCode } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';
import {
  removePrivateDocument,
  removePublicPicture,
  savePrivateDocument,
  savePublicPicture,
  type Picture,
} from '../../lib/uploads.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReferrer, recordSponsorship } from '../referral/sponsorships.service.js';
import { publish, recheckLiveStreamsOf } from '../events/events.service.js';
import { endOtherSessions } from '../sessions/sessions.service.js';
import { findLightAccountByEmail, setLightEmailAside } from './light-customers.service.js';
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

const emailTaken = () =>
  new AppError(422, 'EMAIL_TAKEN', authMessages.emailTaken, { email: [authMessages.emailTaken] });

export async function getUser(db: Db, id: string): Promise<User> {
  const row = await repo.findUserById(db, id);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  return toPublicUser(row);
}

export type RegisterPictures = Partial<Record<'picture_user' | 'picture_nif' | 'picture_ceo', Picture>>;
export type Registration = { user: User; paymentInfo?: PaymentInfo };

const CODE_ATTEMPTS = 5;

/** A referral code nobody holds yet; the unique index settles the rare race (P7.1). */
async function freeReferralCode(db: Db): Promise<string> {
  for (let i = 0; i < CODE_ATTEMPTS; i++) {
    const code = randomCode(6);
    if (!(await repo.referralCodeExists(db, code))) return code;
  }
  throw new Error('No free referral code after several attempts');
}

/**
 * Creates an account of any of the four types (P12.3 registration payload). The user and the sponsorship
 * are written in one transaction; sponsors start pending their activation payment (P7.6).
 */
export async function registerUser(
  db: Db,
  dataDir: string,
  input: RegisterData,
  pictures: RegisterPictures,
  /** Runs in the account's transaction once it is written (joining a company by invitation). */
  onCreated?: (trx: Db, userId: string) => Promise<void>,
): Promise<Registration> {
  // A number proves nothing (D15): a caller's light account with this number or e-mail stays theirs until its code
  // is given (callers module); the e-mail a caller left with staff is the registrant's to use.
  const emailOfCaller = await findLightAccountByEmail(db, input.email);
  if (!emailOfCaller && (await repo.emailExists(db, input.email))) throw emailTaken();

  const referrer = input.sponsor_id ? await findReferrer(db, input.sponsor_id) : undefined;
  if (input.sponsor_id && !referrer) {
    throw new AppError(422, 'REFERRAL_INVALID', authMessages.referralInvalid, {
      sponsor_id: [authMessages.referralInvalid],
    });
  }
  const isSponsor = input.user_status === 'sponsor';
  const grille = isSponsor ? await repo.findActiveSponsorGrille(db, input.sponsor_grille_id) : undefined;
  if (isSponsor && !grille) {
    throw new AppError(422, 'SPONSOR_GRILLE_INVALID', authMessages.sponsorGrilleInvalid, {
      sponsor_grille_id: [authMessages.sponsorGrilleInvalid],
    });
  }
  const isCompany = input.user_status === 'company';
  const passwordHash = await hashPassword(input.password);

  const stored: { picture_user?: string; picture_nif?: string; picture_ceo?: string } = {};
  const removeStored = () =>
    Promise.all([
      removePublicPicture(dataDir, stored.picture_user),
      removePrivateDocument(dataDir, stored.picture_nif),
      removePrivateDocument(dataDir, stored.picture_ceo),
    ]);

  const id = newId();
  try {
    if (pictures.picture_user) stored.picture_user = await savePublicPicture(dataDir, pictures.picture_user);
    // Company documents are private: kept out of the public uploads directory.
    if (isCompany && pictures.picture_nif)
      stored.picture_nif = await savePrivateDocument(dataDir, pictures.picture_nif);
    if (isCompany && pictures.picture_ceo)
      stored.picture_ceo = await savePrivateDocument(dataDir, pictures.picture_ceo);

    for (let attempt = 1; ; attempt++) {
      const now = nowIso();
      const referralCode = isReferrer(input.user_status) ? await freeReferralCode(db) : null;
      try {
        await db.transaction().execute(async (trx) => {
          const row = {
            email: input.email,
            password_hash: passwordHash,
            firstname: input.firstname,
            lastname: input.lastname ?? null,
            phone: input.phone,
            picture_user: stored.picture_user ?? null,
            user_status: input.user_status,
            referral_code: referralCode,
            sponsor_grille_id: grille?.id ?? null,
            activation_status: isSponsor ? ('pending_payment' as const) : ('active' as const),
            activated_at: isSponsor ? null : now,
            denomination_sociale: isCompany ? (input.denomination_sociale ?? null) : null,
            company_email: isCompany ? (input.company_email ?? null) : null,
            nif: isCompany ? (input.nif ?? null) : null,
            rccm: isCompany ? (input.rccm ?? null) : null,
            picture_nif: stored.picture_nif ?? null,
            picture_ceo: stored.picture_ceo ?? null,
            updated_at: now,
          };
          if (emailOfCaller) await setLightEmailAside(trx, emailOfCaller.id, now);
          await repo.insertUser(trx, { id, ...row, created_at: now });
          if (referrer) await recordSponsorship(trx, referrer.id, id);
          if (onCreated) await onCreated(trx, id);
          // The welcome e-mail hangs on it (decision 0039), sent once whatever is replayed.
          await publish(trx, 'user.registered', id, { user_id: id, user_status: input.user_status }, now);
        });
        break;
      } catch (error) {
        if (repo.isUniqueViolation(error, 'email')) throw emailTaken();
        if (repo.isUniqueViolation(error, 'referral_code') && attempt < CODE_ATTEMPTS) continue;
        throw error;
      }
    }
  } catch (error) {
    await removeStored();
    throw error;
  }

  const user = await getUser(db, id);
  if (!grille) return { user };
  return {
    user,
    paymentInfo: {
      amount: grille.amount,
      currency: 'FCFA',
      sponsor_grille_id: grille.id,
      kit_description: grille.kit_description,
      user_id: id,
    },
  };
}

export type SponsorActivationState = {
  user_status: UserRow['user_status'];
  activation_status: UserRow['activation_status'];
  activated_at: string | null;
  kit_handed_over_at: string | null;
  /** What a sponsor pending activation pays, from the grid it registered with; null otherwise. */
  paymentInfo: PaymentInfo | null;
};

/** Where an account stands with the sponsor activation (P7.6). */
export async function getSponsorActivation(db: Db, userId: string): Promise<SponsorActivationState> {
  const u = await repo.findUserById(db, userId);
  if (!u) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  const pending = u.user_status === 'sponsor' && u.activation_status === 'pending_payment';
  const grille = !pending
    ? undefined
    : u.sponsor_grille_id
      ? await repo.findSponsorGrille(db, u.sponsor_grille_id)
      : await repo.findActiveSponsorGrille(db);
  return {
    user_status: u.user_status,
    activation_status: u.activation_status,
    activated_at: u.activated_at,
    kit_handed_over_at: u.kit_handed_over_at,
    paymentInfo: grille
      ? {
          amount: grille.amount,
          currency: 'FCFA',
          sponsor_grille_id: grille.id,
          kit_description: grille.kit_description,
          user_id: u.id,
        }
      : null,
  };
}

/** Activates a sponsor whose activation payment was confirmed, once; false when it was not pending. */
export function activateSponsor(trx: Db, userId: string, now: string): Promise<boolean> {
  return repo.activateSponsor(trx, userId, now);
}

/** Profile fields of the user's own record; company fields only change on company accounts. */
export async function updateProfile(
  db: Db,
  dataDir: string,
  userId: string,
  patch: ProfileUpdate,
  picture?: Picture,
): Promise<User> {
  const current = await repo.findUserById(db, userId);
  if (!current) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  const { emailpro, firstname, lastname, phone, address, ...company } = patch;
  const update: UserUpdate = { firstname, lastname, phone, address, updated_at: nowIso() };
  if (current.user_status === 'company') {
    if (company.denomination_sociale === null) {
      throw new AppError(422, 'VALIDATION_ERROR', authMessages.denominationRequired, {
        denomination_sociale: [authMessages.denominationRequired],
      });
    }
    Object.assign(update, company, { company_email: emailpro });
  }

  const newPicture = picture ? await savePublicPicture(dataDir, picture) : undefined;
  if (newPicture) update.picture_user = newPicture;
  try {
    await repo.updateUser(db, userId, update);
  } catch (error) {
    await removePublicPicture(dataDir, newPicture);
    throw error;
  }
  if (newPicture) await removePublicPicture(dataDir, current.picture_user);
  return getUser(db, userId);
}

/** Replaces the user's own picture and returns its URL; the previous file is removed. */
export async function updateProfilePicture(
  db: Db,
  dataDir: string,
  userId: string,
  picture: Picture,
): Promise<string> {
  const user = await updateProfile(db, dataDir, userId, {}, picture);
  return user.picture_user!;
}

/**
 * `npm run admin:create`: makes an admin account, or promotes an existing one and sets its password (P10.1).
 * Returns whether the account was created or promoted.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; firstname?: string },
): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    await repo.updateUser(db, existing.id, { role: 'admin', password_hash: passwordHash, updated_at: now });
    return 'promoted';
  }
  await repo.insertUser(db, {
    id: newId(),
    email,
    password_hash: passwordHash,
    firstname: input.firstname ?? 'Administrateur',
    user_status: 'particular',
    role: 'admin',
    activated_at: now,
    created_at: now,
    updated_at: now,
  });
  return 'created';
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

/** The demo's sponsor grid as it is written, in the caller's transaction. */
export const importSponsorGrille = (db: Db, row: Insertable<SponsorGrilleTable>) =>
  repo.insertSponsorGrille(db, row);

/** The grid a sponsor registering without choosing one gets: the cheapest active one. */
export const findDefaultSponsorGrille = (db: Db) => repo.findActiveSponsorGrille(db);

const toAdminUser = (row: UserRow): AdminUser => ({
  ...toPublicUser(row),
  created_at: row.created_at,
  deactivated_at: row.deactivated_at,
});

/** The back-office list of accounts, searched by name, e-mail or phone. */
export async function listUsersForAdmin(
  db: Db,
  opts: { search?: string; limit: number; offset: number },
): Promise<AdminUser[]> {
  return (await repo.listUsers(db, opts)).map(toAdminUser);
}

const refuse = (code: string, message: string) => new AppError(422, code, message);

/**
 * Reads the account an admin acts on, with the admins locked for the transaction; refuses acting on oneself, and
 * taking an active admin's rights or access when no other active admin would remain.
 */
async function targetOf(trx: Db, actorId: string, id: string, losesAdmin: (u: UserRow) => boolean) {
  await repo.lockAdmins(trx);
  const target = await repo.findUserById(trx, id);
  if (!target) throw new AppError(404, 'USER_NOT_FOUND', adminUserMessages.notFound);
  if (target.id === actorId) throw refuse('NOT_YOURSELF', adminUserMessages.notYourself);
  if (
    target.role === 'admin' &&
    !target.deactivated_at &&
    losesAdmin(target) &&
    (await repo.countOtherActiveAdmins(trx, target.id)) === 0
  ) {
    throw refuse('LAST_ADMIN', adminUserMessages.lastAdmin);
  }
  return target;
}

/** An admin makes an account staff, or takes staff (or admin) rights back to customer; audited. */
export async function setUserRole(
  db: Db,
  actorId: string,
  id: string,
  role: AssignableRole,
): Promise<AdminUser> {
  const result = await db.transaction().execute(async (trx) => {
    const target = await targetOf(trx, actorId, id, () => true);
    const changed = await repo.setRole(trx, id, role, nowIso());
    // Already that role (a double tap): nothing to record.
    if (!changed) return toAdminUser(target);
    await recordAudit(trx, {
      actorId,
      action: 'user.role',
      subjectType: 'user',
      subjectId: id,
      before: { email: target.email, role: target.role },
      after: { email: changed.email, role: changed.role },
    });
    return toAdminUser(changed);
  });
  // After the commit: a staff member made customer stops hearing the live board now.
  await recheckLiveStreamsOf(id);
  return result;
}

/**
 * An admin deactivates an account (it can no longer log in and its sessions end now) or reactivates it; audited.
 */
export async function setUserActive(
  db: Db,
  actorId: string,
  id: string,
  active: boolean,
): Promise<AdminUser> {
  const result = await db.transaction().execute(async (trx) => {
    const target = await targetOf(trx, actorId, id, () => !active);
    const now = nowIso();
    const changed = await repo.setDeactivated(trx, id, active ? null : now, now);
    if (!changed) return toAdminUser(target);
    if (!active) await endOtherSessions(trx, id);
    await recordAudit(trx, {
      actorId,
      action: active ? 'user.reactivate' : 'user.deactivate',
      subjectType: 'user',
      subjectId: id,
      before: { email: target.email, active: !target.deactivated_at },
      after: { email: changed.email, active },
    });
    return toAdminUser(changed);
  });
  // After the commit: the deactivated account's open live streams (its sessions are gone) end now.
  await recheckLiveStreamsOf(id);
  return result;
}

/** Where a referrer's month-end payout goes: only apporteurs and sponsors are paid out. */
async function referrer(db: Db, userId: string): Promise<UserRow> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  if (!isReferrer(user.user_status)) {
    throw new AppError(403, 'NOT_A_REFERRER', payoutAccountMessages.referrersOnly);
  }
  return user;
}

const toPayoutAccount = (u: UserRow): PayoutAccount => ({
  payout_phone: u.payout_phone,
  payout_network: u.payout_network,
});

/** The number and network the referrer's payouts go to; nulls until they say. */
export async function getPayoutAccount(db: Db, userId: string): Promise<PayoutAccount> {
  return toPayoutAccount(await referrer(db, userId));
}

/** Records the number and network the referrer's next payouts go to; staff read them on the payouts list. */
export async function setPayoutAccount(
  db: Db,
  userId: string,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  await referrer(db, userId);
  await repo.updateUser(db, userId, { ...input, updated_at: nowIso() });
  return toPayoutAccount((await repo.findUserById(db, userId))!);
}
