import { adminUserMessages, type AdminUser, type AssignableRole } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User as UserRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';
import { recordAudit } from '../audit/audit.service.js';
import { recheckLiveStreamsOf } from '../events/events.service.js';
import { endOtherSessions } from '../sessions/sessions.service.js';
import { toPublicUser } from './users.service.js';
import * as repo from './users.repository.js';

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
