import type { PaidWith, RecordedPaymentNetwork } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import * as repo from './sale-state.repository.js';

/**
 * How a sale reads the attempt that speaks for it, and the payment that paid it: subqueries its repository embeds in
 * its own select (one statement, the row and its payment state read together).
 */
export {
  attemptState,
  attemptUnderWayOfOrder,
  paidWithOf,
  speakingAttemptIdOfOrder,
  speakingAttemptStateOfOrder,
} from './sale-state.repository.js';

/** What paid a sale, from the columns `paidWithOf` read with it; null while unpaid. */
export const paidWith = (
  isPaid: boolean,
  row: { paid_network: RecordedPaymentNetwork | null; paid_amount: number | null },
): PaidWith | null =>
  isPaid && row.paid_network !== null && row.paid_amount !== null
    ? { amount: row.paid_amount, network: row.paid_network }
    : null;

/** The attempt that speaks for a sale (the paying one first), with its state; undefined when none. */
export const findSpeakingAttemptOfSale = (db: Db, sale: { id: string; payment_id: string | null }) =>
  repo.findSpeakingAttemptOfSale(db, sale);
