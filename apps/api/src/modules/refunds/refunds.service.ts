import { adminMoneyMessages, fullName, type AdminRefund, type RefundStatus } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { publish, type Outbox } from '../events/events.service.js';
import * as repo from './refunds.repository.js';

function toAdminRefund(r: repo.RefundRow): AdminRefund {
  return {
    id: r.id,
    status: r.status,
    amount: r.amount,
    created_at: r.created_at,
    reference: r.reference,
    settled_at: r.settled_at,
    order_code: r.order_code,
    reservation_code: r.reservation_code,
    customer_name: fullName(r.firstname, r.lastname),
    customer_phone: r.customer_phone,
    payment_phone: r.payment_phone,
    network: r.network,
  };
}

/** The refunds to pay back (P2.6: PayGate has no refund API), or those already settled. */
export async function listRefunds(db: Db, status: RefundStatus): Promise<AdminRefund[]> {
  return (await repo.listRefunds(db, status)).map(toAdminRefund);
}

/**
 * Records that staff paid a refund back by mobile money under `reference`. Exactly once: the update only
 * changes a pending refund, so a double tap or two admins at once get 409 the second time, with no audit row.
 */
export async function settleRefund(
  deps: { db: Db; outbox: Outbox },
  id: string,
  reference: string,
  actorId: string,
): Promise<AdminRefund> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findRefund(trx, id);
    if (!before) throw new AppError(404, 'REFUND_NOT_FOUND', adminMoneyMessages.refundNotFound);
    if (!(await repo.settle(trx, id, reference, nowIso()))) {
      throw new AppError(409, 'REFUND_ALREADY_SETTLED', adminMoneyMessages.refundAlreadySettled);
    }
    const after = (await repo.findRefund(trx, id))!;
    const code = before.order_code ?? before.reservation_code;
    const name = fullName(before.firstname, before.lastname);
    await recordAudit(trx, {
      actorId,
      action: 'refund.settle',
      subjectType: 'refund',
      subjectId: id,
      // `code` and `name` let the audit log name what was refunded to whom.
      before: { code, name, status: before.status, amount: before.amount },
      after: { code, name, status: after.status, amount: after.amount, reference },
    });
    // The customer's pages and e-mail follow (decision 0039): once per order or reservation, as its refund is.
    const subject = before.order_id ?? before.reservation_id;
    if (subject) {
      await publish(trx, before.order_id ? 'order.refund_settled' : 'reservation.refund_settled', subject, {
        order_id: before.order_id,
        reservation_id: before.reservation_id,
        user_id: before.user_id,
        code,
        amount: after.amount,
        reference,
        phone: before.payment_phone,
        status: before.order_id ? 'cancelled' : null,
      });
    }
    return toAdminRefund(after);
  });
  await deps.outbox.drain();
  return answer;
}
