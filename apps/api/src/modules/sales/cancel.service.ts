import {
  RESERVATION_CANCELLABLE_STATUSES,
  canCancel,
  canTransition,
  ORDER_STATUSES,
  orderMessages,
  paidCancelCutoff,
  reservationCancelError,
  reservationMessages,
  type OrderCancelResponse,
  type ReservationCancelResponse,
  type SaleStatus,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Order } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { renewPublicPages } from '../catalogue/catalogue.service.js';
import { publish, type Outbox } from '../events/events.service.js';
import { releasePortions } from '../portions/portions.service.js';
import { recordRefund } from '../refunds/owed-back.service.js';
import { releaseDiscountHolds, releaseNewsletterGrant } from './discount-holds.repository.js';
import { cancelSale } from './sale-changes.repository.js';
import { findSale, findUserSale } from './sales.repository.js';
import { toOrderSummary, toReservationSummary } from './views.js';

export type CancelDeps = { db: Db; outbox: Outbox; clock: Clock };

/** Who cancels, and so from which steps: the customer before preparation (P2.3), staff before delivery (0039). */
const CUSTOMER_CANCELLABLE: SaleStatus[] = ORDER_STATUSES.filter(canCancel);
const STAFF_CANCELLABLE: SaleStatus[] = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'));

export type CancelledSale = { sale: Order; refund: { amount: number; status: 'pending' } | null };

/**
 * Cancels a sale inside `trx` (one rule for every kind): a paid one gets a pending refund staff settle by hand (P2.6:
 * PayGate has no refund API); what it held (the newsletter's 10 %, a discount hold, its portions) is free again,
 * its free dish credit and its rewards are given back by the referral ledger on the event. `from` are the steps it
 * may leave, `paidCutoff` the pickup time a paid reservation must not be closer than. Undefined when refused.
 */
export async function cancelIn(
  trx: Db,
  sale: Order,
  change: { now: string; reason: string | null; from: readonly SaleStatus[]; paidCutoff?: string },
): Promise<CancelledSale | undefined> {
  const cancelled = await cancelSale(trx, sale.id, change);
  if (!cancelled) return undefined;
  let refund: CancelledSale['refund'] = null;
  if (cancelled.is_paid === 1 && cancelled.payment_id) {
    await recordRefund(trx, {
      id: newId(),
      order_id: cancelled.id,
      payment_id: cancelled.payment_id,
      amount: cancelled.total_price,
      created_at: change.now,
    });
    refund = { amount: cancelled.total_price, status: 'pending' };
  }
  await releaseNewsletterGrant(trx, cancelled.id, change.now);
  await releaseDiscountHolds(trx, cancelled.id);
  // Its portions go back to the day they were held on (decision 0081), and the menus show them again.
  if (await releasePortions(trx, cancelled.id, new Date(change.now))) await renewPublicPages(trx);
  const common = {
    user_id: cancelled.user_id,
    was_paid: cancelled.is_paid === 1,
    refund_amount: refund?.amount ?? 0,
  };
  await publish(
    trx,
    `${cancelled.kind}.cancelled`,
    cancelled.id,
    cancelled.kind === 'reservation'
      ? { reservation_id: cancelled.id, code: cancelled.code_commande, ...common }
      : {
          order_id: cancelled.id,
          code_commande: cancelled.code_commande,
          cancel_reason: change.reason,
          ...common,
        },
    change.now,
  );
  return { sale: cancelled, refund };
}

/** The steps a sale may be cancelled from, by whom: staff's reach is wider than the customer's. */
export const cancellableFrom = (by: 'customer' | 'staff') =>
  by === 'staff' ? STAFF_CANCELLABLE : CUSTOMER_CANCELLABLE;

/** A customer cancels their own order while pending or confirmed (P2.3). */
export async function cancelOrder(
  deps: CancelDeps,
  userId: string,
  id: string,
): Promise<OrderCancelResponse> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await findUserSale(trx, userId, id, 'order');
    if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);
    const done = await cancelIn(trx, order, {
      now: deps.clock.now().toISOString(),
      reason: null,
      from: CUSTOMER_CANCELLABLE,
    });
    if (!done) throw new AppError(422, 'ORDER_NOT_CANCELLABLE', orderMessages.cannotCancel);
    return {
      message: orderMessages.cancelled,
      order: toOrderSummary((await findSale(trx, id))!),
      refund: done.refund,
    };
  });
  await deps.outbox.drain();
  return answer;
}

/**
 * The customer cancels their reservation within the rules (reservationCancelError): pending or confirmed, a paid one
 * until 2 h before its pickup; a paid one gets its refund row, and its invoice a credit note.
 */
export async function cancelReservation(
  deps: CancelDeps,
  userId: string,
  id: string,
): Promise<ReservationCancelResponse> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const found = await findUserSale(trx, userId, id, 'reservation');
    if (!found) throw new AppError(404, 'RESERVATION_NOT_FOUND', orderMessages.reservationNotFound);
    const now = deps.clock.now();
    const done = await cancelIn(trx, found, {
      now: now.toISOString(),
      reason: null,
      from: RESERVATION_CANCELLABLE_STATUSES,
      paidCutoff: paidCancelCutoff(now),
    });
    if (!done) {
      // Say why, from the reservation as it is now (a payment may have landed since it was read).
      const current = toReservationSummary((await findSale(trx, id))!);
      const reason = reservationCancelError(current, now) ?? reservationMessages.cannotCancel;
      throw new AppError(422, 'RESERVATION_NOT_CANCELLABLE', reason);
    }
    return {
      message: reservationMessages.cancelled,
      reservation: toReservationSummary(done.sale),
      refund: done.refund,
    };
  });
  await deps.outbox.drain();
  return answer;
}
