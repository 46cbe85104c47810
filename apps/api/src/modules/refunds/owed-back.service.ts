import type { Db } from '../../db/connection.js';
import * as repo from './owed-back.repository.js';

/**
 * Records, in the caller's transaction, the money of a cancelled paid sale as owed back: a pending
 * refund staff settle by hand (docs/product.md P2.6), which the attempt's state then reads as 'refunded'.
 */
export const recordRefund = (trx: Db, refund: repo.NewRefund) => repo.insertRefund(trx, refund);

/** The refunds of these sales, with the number that paid. */
export const findRefundsOf = repo.findRefundsOf;

/** True when the payment's money is owed back (a refund row exists). */
export const isOwedBack = repo.isOwedBack;
