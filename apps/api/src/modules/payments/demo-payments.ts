import type { PaymentNetwork } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { newId } from '../../lib/ids.js';
import type { Payable } from './payables.js';
import * as repo from './payments.repository.js';

/**
 * A payment of the demo restaurant's history, as PayGate confirmed it (the seed cannot reach PayGate): a paid row
 * with the references PayGate gives, applied through the subject's payable in the caller's transaction like a
 * confirmation, so the owner's reconciliation of a fresh install shows no gap. Only the seed calls it.
 */
export async function recordDemoPayment(
  trx: Db,
  payable: Payable,
  input: {
    subjectId: string;
    userId: string;
    amount: number;
    phone: string;
    network: PaymentNetwork;
    now: string;
  },
): Promise<void> {
  const id = newId();
  const tx = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  await repo.insertPayment(trx, {
    id,
    identifier: `CM-${id}`,
    tx_reference: tx,
    user_id: input.userId,
    purpose: payable.purpose,
    order_id: payable.purpose === 'order' ? input.subjectId : null,
    amount: input.amount,
    phone_number: input.phone,
    network: input.network,
    status: 'paid',
    payment_reference: `DEMO-${tx}`,
    payment_method: input.network === 'FLOOZ' ? 'FLOOZ' : 'T-Money',
    paid_at: input.now,
    next_check_at: null,
    created_at: input.now,
    updated_at: input.now,
  });
  await payable.markPaid(trx, input.subjectId, id, input.now);
}
