import {
  riderMessages,
  type Rider,
  type RiderAccountInput,
  type RiderCreate,
  type RiderUpdate,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { saveRiderAccount, syncRiderAccount } from '../users/rider-accounts.service.js';
import * as repo from './riders.repository.js';

const notFound = () => new AppError(404, 'RIDER_NOT_FOUND', riderMessages.notFound);

const toRider = (r: repo.RiderRow): Rider => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  phone: r.phone,
  active: r.active === 1,
  account_email: r.user_id ? r.account_email : null,
  has_account: r.user_id !== null,
  created_at: r.created_at,
});

/** The audit's view of a rider: no password, ever. */
const audited = (r: Rider) => ({
  firstname: r.firstname,
  phone: r.phone,
  active: r.active,
  email: r.account_email,
});

// One number per rider: the customer calls it and the rider logs in with it.
async function uniquePhone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'phone')) {
      throw new AppError(409, 'RIDER_PHONE_TAKEN', riderMessages.phoneTaken, {
        phone: [riderMessages.phoneTaken],
      });
    }
    throw err;
  }
}

export async function listRiders(db: Db): Promise<Rider[]> {
  return (await repo.listRiders(db)).map(toRider);
}

/** The riders staff can hand an order to. */
export async function listActiveRiders(db: Db): Promise<Rider[]> {
  return (await listRiders(db)).filter((r) => r.active);
}

/** An admin adds a rider to the list; audited. */
export async function createRider(db: Db, actorId: string, input: RiderCreate): Promise<Rider> {
  const data = input as { firstname: string; lastname?: string | null; phone: string; active?: boolean };
  const now = nowIso();
  const id = newId();
  return uniquePhone(() =>
    db.transaction().execute(async (trx) => {
      await repo.insertRider(trx, {
        id,
        firstname: data.firstname,
        lastname: data.lastname ?? null,
        phone: data.phone,
        active: data.active === false ? 0 : 1,
        user_id: null,
        created_at: now,
        updated_at: now,
      });
      const rider = toRider((await repo.findRider(trx, id))!);
      await recordAudit(trx, {
        actorId,
        action: 'rider.create',
        subjectType: 'rider',
        subjectId: id,
        after: audited(rider),
      });
      return rider;
    }),
  );
}

/** An admin changes a rider's name, number or whether they still ride; their account follows. */
export async function updateRider(db: Db, actorId: string, id: string, input: RiderUpdate): Promise<Rider> {
  const patch = input as { firstname?: string; lastname?: string | null; phone?: string; active?: boolean };
  return uniquePhone(() =>
    db.transaction().execute(async (trx) => {
      const before = await repo.findRider(trx, id);
      if (!before) throw notFound();
      await repo.updateRider(trx, id, {
        ...(patch.firstname !== undefined && { firstname: patch.firstname }),
        ...(patch.lastname !== undefined && { lastname: patch.lastname }),
        ...(patch.phone !== undefined && { phone: patch.phone }),
        ...(patch.active !== undefined && { active: patch.active ? 1 : 0 }),
        updated_at: nowIso(),
      });
      const after = (await repo.findRider(trx, id))!;
      if (after.user_id) await syncRiderAccount(trx, after.user_id, after);
      const rider = toRider(after);
      await recordAudit(trx, {
        actorId,
        action: 'rider.update',
        subjectType: 'rider',
        subjectId: id,
        before: audited(toRider(before)),
        after: audited(rider),
      });
      return rider;
    }),
  );
}

/** An admin gives a rider their access (a `rider` account with this password), or sets the password again. */
export async function setRiderAccount(
  db: Db,
  actorId: string,
  id: string,
  input: RiderAccountInput,
): Promise<Rider> {
  const data = input as { password: string; email?: string };
  return db.transaction().execute(async (trx) => {
    const rider = await repo.findRider(trx, id);
    if (!rider) throw notFound();
    const userId = await saveRiderAccount(trx, {
      riderId: id,
      userId: rider.user_id,
      firstname: rider.firstname,
      lastname: rider.lastname,
      phone: rider.phone,
      email: data.email,
      password: data.password,
    });
    if (!rider.user_id) await repo.updateRider(trx, id, { user_id: userId, updated_at: nowIso() });
    const after = toRider((await repo.findRider(trx, id))!);
    await recordAudit(trx, {
      actorId,
      action: rider.user_id ? 'rider.password' : 'rider.account',
      subjectType: 'rider',
      subjectId: id,
      after: audited(after),
    });
    return after;
  });
}

/** The active rider an order is handed to; a 422 for an unknown or retired one. */
export async function findActiveRider(db: Db, id: string): Promise<Rider> {
  const row = await repo.findRider(db, id);
  if (!row)
    throw new AppError(422, 'RIDER_NOT_FOUND', riderMessages.notFound, {
      rider_id: [riderMessages.notFound],
    });
  if (row.active !== 1) {
    throw new AppError(422, 'RIDER_INACTIVE', riderMessages.inactive, { rider_id: [riderMessages.inactive] });
  }
  return toRider(row);
}

/** The riders of some orders, by id, for the board and the customer's tracking page. */
export async function ridersByIds(db: Db, ids: string[]): Promise<Map<string, Rider>> {
  const rows = await repo.findRidersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toRider(r)]));
}

/** The active rider behind a `rider` account; 403 when the account is not (or no longer) one. */
export async function riderOfAccount(db: Db, userId: string): Promise<Rider> {
  const row = await repo.findRiderOfUser(db, userId);
  if (!row || row.active !== 1) throw new AppError(403, 'NOT_A_RIDER', riderMessages.notARider);
  return toRider(row);
}
