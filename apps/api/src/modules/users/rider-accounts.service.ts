import { normalizePhone, riderMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';
import { endOtherSessions } from '../sessions/sessions.service.js';
import * as repo from './users.repository.js';

export type RiderAccountInput = {
  riderId: string;
  /** Their account when they already have one: its password (and e-mail) change, its sessions end. */
  userId: string | null;
  firstname: string;
  lastname: string | null;
  phone: string;
  email?: string;
  password: string;
};

/**
 * A rider without an e-mail still needs the account's unique address: one of the reserved `.invalid` domain
 * (RFC 2606), which no mail ever reaches; the rider logs in with their phone number.
 */
const placeholderEmail = (riderId: string) => `livreur-${riderId}@livreurs.invalid`;

/** Creates the `rider` account an admin gives a rider, or sets its password again; the account's id. */
export async function saveRiderAccount(trx: Db, input: RiderAccountInput): Promise<string> {
  const now = nowIso();
  const passwordHash = await hashPassword(input.password);
  const identity = { firstname: input.firstname, lastname: input.lastname, phone: input.phone };
  try {
    if (input.userId) {
      await repo.updateUser(trx, input.userId, {
        ...identity,
        ...(input.email && { email: input.email }),
        password_hash: passwordHash,
        updated_at: now,
      });
      // A new password shuts out a lost phone still signed in.
      await endOtherSessions(trx, input.userId);
      return input.userId;
    }
    const id = newId();
    await repo.insertUser(trx, {
      id,
      email: input.email ?? placeholderEmail(input.riderId),
      password_hash: passwordHash,
      ...identity,
      user_status: 'particular',
      role: 'rider',
      activated_at: now,
      created_at: now,
      updated_at: now,
    });
    return id;
  } catch (err) {
    if (isUniqueViolation(err, 'email')) throw new AppError(409, 'EMAIL_TAKEN', riderMessages.emailTaken);
    throw err;
  }
}

/** Keeps a rider's account in step with the riders' list (name, number). */
export async function syncRiderAccount(
  trx: Db,
  userId: string,
  identity: { firstname: string; lastname: string | null; phone: string },
): Promise<void> {
  const { firstname, lastname, phone } = identity;
  await repo.updateUser(trx, userId, { firstname, lastname, phone, updated_at: nowIso() });
}

/** The rider account of a phone number, for a login by phone; customers never log in this way. */
export async function findRiderAccountByPhone(db: Db, phone: string): Promise<User | undefined> {
  const digits = normalizePhone(phone);
  return digits ? repo.findUserByRoleAndPhone(db, 'rider', digits) : undefined;
}
