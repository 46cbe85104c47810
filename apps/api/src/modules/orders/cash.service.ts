import { cashMessages, type CashCollection } from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { collectCashOnce } from '../payments/cash.service.js';
import { repriceIfDiscountLost } from './order-discounts.js';
import * as repo from './orders.repository.js';
import { createOrderPayable, toOrderSummary, type EventDeps } from './orders.service.js';

export type CashDeps = EventDeps & { clock: Clock };

/**
 * "Espèces encaissées" (P8.2): staff or the order's rider record the cash collected for a cash order, once.
 * Only then is the order paid, through the order's payable like a mobile-money payment, so the receipt, the referral
 * rewards and the newsletter's first paid order follow once from `order.paid`. The database holds the collection
 * once (a unique identifier per order): a repeated call with the same amount answers as before, another amount 409.
 * The caller checks who may collect (staff, or the rider the order is assigned to).
 */
export async function collectCash(
  deps: CashDeps,
  input: { orderId: string; amount: number; actor: { id: string } },
): Promise<CashCollection> {
  const { orderId, amount, actor } = input;
  const order = await repo.findOrder(deps.db, orderId);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Commande introuvable.');
  if (order.payment_method !== 'cash') throw new AppError(422, 'ORDER_NOT_CASH', cashMessages.notCash);
  // A discount gone to another sale since it was taken: staff see the new amount before any cash is recorded.
  const notice = await repriceIfDiscountLost(deps.db, order, deps.clock.now().toISOString());
  if (notice) throw new AppError(409, 'ORDER_REPRICED', notice);
  const { alreadyRecorded } = await collectCashOnce(
    deps,
    {
      payable: createOrderPayable(deps.clock),
      kind: 'ORDER',
      id: orderId,
      userId: order.user_id,
      phone: order.phone ?? '',
      total: order.total_price,
      cancelled: order.status === 'cancelled',
      paid: order.is_paid === 1,
      texts: cashMessages,
    },
    amount,
    {
      id: actor.id,
      audit: (trx) =>
        recordAudit(trx, {
          actorId: actor.id,
          action: 'order.cash_collected',
          subjectType: 'order',
          subjectId: orderId,
          before: { code_commande: order.code_commande, is_paid: false },
          after: { code_commande: order.code_commande, is_paid: true, amount },
        }),
    },
  );
  if (!alreadyRecorded) await deps.outbox.drain();
  const paid = (await repo.findOrder(deps.db, orderId))!;
  return {
    message: cashMessages.collected,
    order: toOrderSummary(paid),
    amount,
    already_recorded: alreadyRecorded,
  };
}
