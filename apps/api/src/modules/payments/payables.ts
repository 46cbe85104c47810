import type { Db } from '../../db/connection.js';
import type { PaymentPurpose } from '../../db/types.js';

/**
 * What a payment pays for, defined by the module that owns it (sales, sponsor activation): the
 * payment core pushes, confirms and applies payments, and knows nothing else of what they buy.
 */
export type Payable = {
  purpose: PaymentPurpose;
  /**
   * What the caller's payment of `subjectId` charges, computed on the server (P1.2); throws an AppError when
   * it cannot be paid (not theirs, cancelled, already paid...).
   */
  prepare(
    db: Db,
    userId: string,
    subjectId: string,
    /** How the caller named it (the spec pays a sale by `order_id` or by `reservation_id`). */
    named?: 'order' | 'reservation',
  ): Promise<{ amount: number; description: string; alreadyPaid?: string }>;
  /**
   * Applies a confirmed payment inside the payment's transaction and publishes the subject's event. 'not' when
   * the subject was already paid or cancelled: the payment core then records the money as owed back.
   * `paymentId` null: settled without PayGate (an order of 0 FCFA, the demo seed's counter payments). `amount`, when
   * given, is what the payment charged: a subject that now costs something else (its content changed while a prompt
   * was out, decision 0077) answers 'not', and the money is owed back.
   */
  markPaid(
    trx: Db,
    subjectId: string,
    paymentId: string | null,
    now: string,
    amount?: number,
  ): Promise<'applied' | 'not'>;
};

export type Payables = { get(purpose: PaymentPurpose): Payable };

/** The registry app.ts builds from each module's payable. */
export function createPayables(list: readonly Payable[]): Payables {
  const byPurpose = new Map(list.map((p) => [p.purpose, p]));
  return {
    get(purpose) {
      const payable = byPurpose.get(purpose);
      if (!payable) throw new Error(`No payable registered for '${purpose}' payments`);
      return payable;
    },
  };
}

/** The id of what a payment pays: its sale, or (sponsor activation) its user. */
export function subjectIdOf(payment: {
  purpose: PaymentPurpose;
  order_id: string | null;
  user_id: string;
}): string {
  return payment.purpose === 'order' ? payment.order_id! : payment.user_id;
}
