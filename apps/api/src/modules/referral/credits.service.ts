import { discountMessages, freeDishCreditStatus, SURPRISE_DISH_NAME } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './credits.repository.js';

export type UsableCredit = { id: string; dishId: string | null; dishName: string; capAmount: number };

const creditError = (code: string, message: string) =>
  new AppError(422, code, message, { free_dish_credit_id: [message] });

/**
 * A credit `userId` may spend on an order now (P7.5): theirs, not revoked, not used, not expired. Throws the
 * French 422 the cart shows otherwise.
 */
export async function findUsableCredit(
  db: Db,
  userId: string,
  creditId: string,
  now: string,
): Promise<UsableCredit> {
  const credit = await repo.findCredit(db, creditId);
  if (!credit || credit.beneficiary_id !== userId || credit.revoked_at) {
    throw creditError('FREE_DISH_CREDIT_NOT_FOUND', discountMessages.creditNotFound);
  }
  const status = freeDishCreditStatus(credit, now);
  if (status === 'used') throw creditError('FREE_DISH_CREDIT_USED', discountMessages.creditUsed);
  if (status === 'expired') throw creditError('FREE_DISH_CREDIT_EXPIRED', discountMessages.creditExpired);
  return {
    id: credit.id,
    dishId: credit.dish_id,
    dishName: credit.dish_name ?? SURPRISE_DISH_NAME,
    capAmount: credit.cap_amount,
  };
}

/** Whether the credit an unpaid order was priced with went to another order or was taken back meanwhile. */
export async function isCreditGone(db: Db, creditId: string, orderId: string): Promise<boolean> {
  const credit = await repo.findCredit(db, creditId);
  return (
    !credit ||
    credit.revoked_at !== null ||
    (credit.used_order_id !== null && credit.used_order_id !== orderId)
  );
}

/** Spends a credit on the order being paid, in the payment's transaction; false when it was already spent. */
export function useFreeDishCredit(trx: Db, creditId: string, orderId: string, now: string): Promise<boolean> {
  return repo.useCredit(trx, creditId, orderId, now);
}

/** Whether a free-dish credit names the dish (the catalogue keeps such a dish, hidden, for the credit). */
export function isDishCredited(db: Db, dishId: string): Promise<boolean> {
  return repo.dishIsCredited(db, dishId);
}
