import { authMessages, isReferrer, type PaymentInfo, type RegisterData, type User } from '@lome/shared';
import type { Db } from '../../db/connection.js';
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
import { findReferrer, recordSponsorship } from '../referral/sponsorships.service.js';
import { publish } from '../events/events.service.js';
import { findLightAccountByEmail, setLightEmailAside } from './light-customers.service.js';
import { getUser } from './users.service.js';
import * as repo from './users.repository.js';

const emailTaken = () =>
  new AppError(422, 'EMAIL_TAKEN', authMessages.emailTaken, { email: [authMessages.emailTaken] });

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
