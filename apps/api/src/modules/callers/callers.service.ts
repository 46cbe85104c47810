import { callerCodeMessages, type CallerCodeClaimed } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { transferInvoices } from '../invoices/documents.service.js';
import { transferPayments } from '../payments/customer-payments.service.js';
import { transferSales } from '../sales/staff-views.service.js';
import { findAccountById } from '../users/users.service.js';
import { findLightAccountsByPhone, retireLightAccount } from '../users/light-customers.service.js';
import { findCallerByCode, useCallerCode } from '../users/caller-codes.service.js';

const invalid = () =>
  new AppError(422, 'CALLER_CODE_INVALID', callerCodeMessages.invalid, {
    code: [callerCodeMessages.invalid],
  });

/**
 * A registered customer proves the number a caller ordered with by the code staff gave that caller (D15, decision
 * 0064): the caller's orders, reservations, payments and invoices move to the account in one transaction, the code
 * is used up and the caller's light account retires. Only light accounts with the account's own number are tried,
 * each code has a few tries, and a wrong code says nothing of whether such an account exists.
 */
export async function claimCallerOrders(
  deps: { db: Db; clock: Clock },
  userId: string,
  code: string,
): Promise<CallerCodeClaimed> {
  const { db } = deps;
  const account = await findAccountById(db, userId);
  if (!account || account.role !== 'customer' || account.password_hash === '') {
    throw new AppError(403, 'CALLER_CODE_REFUSED', callerCodeMessages.staffOnly);
  }
  if (!account.phone) {
    throw new AppError(422, 'PHONE_REQUIRED', callerCodeMessages.noPhone, {
      code: [callerCodeMessages.noPhone],
    });
  }
  const callers = (await findLightAccountsByPhone(db, account.phone)).filter((c) => c.id !== account.id);
  const now = deps.clock.now();
  const callerId = await findCallerByCode(
    db,
    callers.map((c) => c.id),
    code,
    now,
  );
  if (!callerId) throw invalid();
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await useCallerCode(trx, callerId))) throw invalid();
    const from = { userId: callerId };
    const to = { userId: account.id };
    const { orders, reservations } = await transferSales(trx, from, to);
    await transferPayments(trx, from, to);
    await transferInvoices(trx, from, to);
    await retireLightAccount(trx, callerId, now.toISOString());
    await recordAudit(trx, {
      actorId: account.id,
      action: 'account.caller_joined',
      subjectType: 'user',
      subjectId: account.id,
      before: { caller_id: callerId },
      after: { orders, reservations },
    });
    return { orders, reservations };
  });
  return { message: callerCodeMessages.found(moved.orders + moved.reservations), ...moved };
}
