import type { Db } from '../../db/connection.js';
import * as repo from './payments.repository.js';

/** What a customer's receipt names of a payment: its network, PayGate reference and number (decision 0039). */
export async function findPaymentFacts(db: Db, paymentId: string) {
  const p = await repo.findPayment(db, paymentId);
  return p
    ? { network: p.network, reference: p.tx_reference ?? p.identifier, phone: p.phone_number }
    : undefined;
}

/** The network and PayGate reference of a paid payment, for an invoice. */
export const findPaidPaymentReference = (db: Db, paymentId: string) =>
  repo.findPaidPaymentById(db, paymentId);

/** The network and PayGate references of the payment that paid an order, for its invoice. */
export const findOrderPaymentReference = (db: Db, orderId: string) =>
  repo.findPaidPaymentOfOrder(db, orderId);
