import type { RefundStatus } from '@lome/shared';
import type { Db } from '../../db/connection.js';

/** True when the payment's money is owed back (a refund row exists). */
export async function isOwedBack(db: Db, paymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Money owed back on a payment, pending until staff settle it; for the sale it names, if any. */
export type NewRefund = {
  id: string;
  payment_id: string;
  amount: number;
  created_at: string;
  order_id?: string;
};

export async function insertRefund(db: Db, refund: NewRefund): Promise<void> {
  await db
    .insertInto('refunds')
    .values({ ...refund, status: 'pending' })
    .execute();
}

/** The refunds of these sales, with the number that paid (where the money goes back). */
export async function findRefundsOf(db: Db, saleIds: string[]) {
  if (saleIds.length === 0) return [];
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.order_id as subject_id',
      'refunds.status',
      'refunds.amount',
      'refunds.reference',
      'refunds.settled_at',
      'payments.phone_number as phone',
    ])
    .where('refunds.order_id', 'in', saleIds)
    .execute() as Promise<
    {
      subject_id: string;
      status: RefundStatus;
      amount: number;
      reference: string | null;
      settled_at: string | null;
      phone: string;
    }[]
  >;
}
