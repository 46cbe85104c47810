import {
  adminUserMessages,
  authMessages,
  normalizePhone,
  type ChangePasswordInput,
  type LoginInput,
  type User,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { createSession, endOtherSessions } from '../sessions/sessions.service.js';
import { findAccountByEmail, findAccountById, setPasswordHash, accountView } from '../users/users.service.js';
import { findRiderAccountByPhone } from '../users/rider-accounts.service.js';

// Verified against when the e-mail is unknown, so both failures take an argon2 verify's time.
let decoyHash: Promise<string> | undefined;

export type SessionTtl = { tokenTtlHours: number; rememberMeTtlDays: number };

/**
 * The account a login tries: a rider's number when a phone is sent (only riders log in by phone), else the
 * e-mail. The service looks the account up by it and the rate limit counts failures by it, whatever else the body
 * carries, so a varying field beside the one used cannot reset the count.
 */
export function loginIdentifier(input: Pick<LoginInput, 'email' | 'phone'>): string {
  if (input.phone !== undefined)
    return `tel:${normalizePhone(input.phone) ?? input.phone.replace(/\D/g, '')}`;
  return `email:${(input.email ?? '').trim().toLowerCase()}`;
}

function findLoginAccount(db: Db, input: Pick<LoginInput, 'email' | 'phone'>) {
  return input.phone !== undefined
    ? findRiderAccountByPhone(db, input.phone)
    : findAccountByEmail(db, input.email ?? '');
}

/** Checks the credentials and opens a session; the same answer for an unknown e-mail and a wrong password. */
export async function login(
  db: Db,
  ttl: SessionTtl,
  input: LoginInput,
): Promise<{ token: string; expiresAt: string; user: User }> {
  const row = await findLoginAccount(db, input);
  decoyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(row?.password_hash ?? (await decoyHash), input.password);
  if (!row || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', authMessages.loginFailed);
  // Said only to whoever knows the password, so it reveals nothing to a stranger probing e-mails.
  if (row.deactivated_at) throw new AppError(403, 'ACCOUNT_DEACTIVATED', adminUserMessages.deactivated);
  const ttlMs = input.remember_me ? ttl.rememberMeTtlDays * 86_400_000 : ttl.tokenTtlHours * 3_600_000;
  const { token, expiresAt } = await createSession(db, row.id, ttlMs);
  return { token, expiresAt, user: await accountView(db, row) };
}

/**
 * Changes the user's own password after checking the current one; other sessions end, this one stays (P10.3).
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentToken: string,
  input: ChangePasswordInput,
): Promise<void> {
  const row = await findAccountById(db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', authMessages.unauthenticated);
  if (!(await verifyPassword(row.password_hash, input.current_password))) {
    throw new AppError(422, 'WRONG_PASSWORD', authMessages.currentPasswordWrong, {
      current_password: [authMessages.currentPasswordWrong],
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    await endOtherSessions(trx, userId, currentToken);
  });
}

export type ThrottleNotice = {
  login: Pick<LoginInput, 'email' | 'phone'>;
  address: string;
  minutes: number;
  publicUrl: string;
};

/**
 * Tells the owner of the account a login tried that wrong passwords sent from `address` are being refused.
 * Nothing for an unknown account or one with no real mailbox; the caller sends this after answering, so the wait
 * reveals nothing either.
 */
export async function warnLoginThrottled(db: Db, mailer: Mailer, notice: ThrottleNotice): Promise<void> {
  const account = await findLoginAccount(db, notice.login);
  if (!account || account.email.endsWith('.invalid')) return;
  await mailer.send({
    to: account.email,
    subject: 'Tentatives de connexion refusées sur votre compte – Chez Mama Lomé',
    text: [
      `Bonjour ${account.firstname},`,
      '',
      'Plusieurs mots de passe erronés ont été saisis pour votre compte Chez Mama Lomé depuis ' +
        `l'adresse IP ${notice.address}. Par sécurité, les tentatives venant de cette adresse sont refusées ` +
        `pendant ${notice.minutes} minutes ; depuis une autre connexion, votre mot de passe fonctionne normalement.`,
      '',
      "Si c'était vous, patientez quelques minutes ou choisissez un nouveau mot de passe : " +
        `${notice.publicUrl}/forgotpassword`,
      "Si ce n'était pas vous, votre compte reste protégé. Par précaution, choisissez un mot de passe long " +
        "que vous n'utilisez nulle part ailleurs.",
      '',
      "L'équipe Chez Mama Lomé",
    ].join('\n'),
  });
}
