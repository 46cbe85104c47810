import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  authMessages,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type ValidateResetCodeInput,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/password.js';
import { endOtherSessions } from '../sessions/sessions.service.js';
import { findAccountByEmail, setPasswordHash } from '../users/users.service.js';
import * as repo from './password-reset.repository.js';

/** P10.3: short expiry, few attempts. */
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

// Bound to the user so equal codes of two users never share a hash.
const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

const invalidCode = () =>
  new AppError(422, 'RESET_CODE_INVALID', authMessages.resetCodeInvalid, {
    code: [authMessages.resetCodeInvalid],
  });

/**
 * Sends a 6-digit single-use code to the account's e-mail. Says nothing about whether the account exists:
 * the caller always gets the same answer.
 */
export async function requestReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  input: ForgotPasswordInput,
): Promise<void> {
  const user = await findAccountByEmail(db, input.email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await repo.retireCodes(trx, user.id, now.toISOString());
    await repo.insertResetCode(trx, {
      id: newId(),
      user_id: user.id,
      code_hash: hashCode(user.id, code).toString('hex'),
      expires_at: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000).toISOString(),
      created_at: now.toISOString(),
    });
  });
  const link = `${publicUrl}/forgotpassword?code=${code}&email=${encodeURIComponent(user.email)}`;
  await mailer.send({
    to: user.email,
    subject: 'Réinitialisation de votre mot de passe – Chez Mama Lomé',
    text: [
      `Bonjour ${user.firstname},`,
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Chez Mama Lomé.',
      '',
      `Votre code de réinitialisation : ${code}`,
      '',
      `Ce code est valable ${RESET_CODE_TTL_MINUTES} minutes et ne peut servir qu'une fois.`,
      `Vous pouvez aussi ouvrir ce lien : ${link}`,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      "L'équipe Chez Mama Lomé",
    ].join('\n'),
  });
}

/** Checks a code against the user's live code, spending one of its attempts. */
async function checkCode(db: Db, email: string, code: string) {
  const user = await findAccountByEmail(db, email);
  if (!user) throw invalidCode();
  const live = await repo.spendAttempt(db, user.id, nowIso(), RESET_CODE_MAX_ATTEMPTS);
  if (!live || !timingSafeEqual(Buffer.from(live.code_hash, 'hex'), hashCode(user.id, code)))
    throw invalidCode();
  return live;
}

export async function validateCode(db: Db, input: ValidateResetCodeInput): Promise<void> {
  await checkCode(db, input.email, input.code);
}

/** Sets the new password, uses the code up and ends every session of the account (P10.3). */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<void> {
  const live = await checkCode(db, input.email, input.code);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await repo.consumeCode(trx, live.id, now))) throw invalidCode();
    await setPasswordHash(trx, live.user_id, passwordHash);
    await repo.retireCodes(trx, live.user_id, now);
    await endOtherSessions(trx, live.user_id);
  });
}
