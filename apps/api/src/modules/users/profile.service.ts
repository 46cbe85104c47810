import {
  authMessages,
  isReferrer,
  payoutAccountMessages,
  type PayoutAccount,
  type PayoutAccountInput,
  type ProfileUpdate,
  type User,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User as UserRow, UserUpdate } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { removePublicPicture, savePublicPicture, type Picture } from '../../lib/uploads.js';
import { getUser } from './users.service.js';
import * as repo from './users.repository.js';

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
