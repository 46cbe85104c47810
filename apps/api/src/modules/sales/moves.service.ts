import {
  adminReservationMessages,
  cancelMessages,
  canMoveReservation,
  canTransition,
  kitchenMessagesFr,
  orderMessages,
  parseReservationDate,
  reservationCashMessages,
  UNDO_SECONDS,
  type OrderStatus,
  type OrderSummary,
  type ReservationStatus,
  type ReservationSummary,
  type SaleKind,
  type StaffReservationStatus,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Order } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { publish, wasPublished, type Outbox } from '../events/events.service.js';
import { cancelIn, cancellableFrom } from './cancel.service.js';
import { assignRider } from './order-riders.js';
import { moveRemembered, setEstimate, undoMove } from './sale-changes.repository.js';
import { findSale } from './sales.repository.js';
import { reservationDateOf, toOrderSummary, toReservationSummary } from './views.js';

export type MoveDeps = { db: Db; outbox: Outbox; clock: Clock };

const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);
const reservationNotFound = () =>
  new AppError(404, 'RESERVATION_NOT_FOUND', orderMessages.reservationNotFound);

/** A staff move, remembered for "Annuler l'action" (60 s) and audited, in one transaction; events drained after. */
async function moveIn<T>(deps: MoveDeps, work: (trx: Db) => Promise<T>): Promise<T> {
  const answer = await deps.db.transaction().execute(work);
  await deps.outbox.drain();
  return answer;
}

/**
 * Staff move an order along P2.2, or cancel it with a reason at any step before delivery; a concurrent change makes
 * the move fail rather than skip a step. Only a paid order moves forward, or a cash one (collected at the door).
 */
export function setOrderStatus(
  deps: MoveDeps,
  id: string,
  to: OrderStatus,
  actorId: string,
  reason?: string,
  /** The rider who takes it, on the move to 'in_delivery'. */
  options: { riderId?: string } = {},
): Promise<OrderSummary> {
  return moveIn(deps, async (trx) => {
    const order = await findSale(trx, id);
    if (!order || order.kind !== 'order') throw orderNotFound();
    const from = order.status as OrderStatus;
    if (!canTransition(from, to))
      throw new AppError(422, 'INVALID_TRANSITION', orderMessages.invalidTransition);
    const now = deps.clock.now().toISOString();
    let rider: string | undefined;
    if (to === 'cancelled') {
      if (!reason) {
        throw new AppError(422, 'CANCEL_REASON_REQUIRED', cancelMessages.reasonRequired, {
          reason: [cancelMessages.reasonRequired],
        });
      }
      const done = await cancelIn(trx, order, { now, reason, from: cancellableFrom('staff') });
      if (!done) throw new AppError(422, 'ORDER_NOT_CANCELLABLE', orderMessages.cannotCancel);
    } else {
      if (order.is_paid !== 1 && order.payment_method !== 'cash') {
        throw new AppError(422, 'ORDER_NOT_PAID', orderMessages.notPaid);
      }
      const moved = await moveRemembered(trx, id, { from, to, at: now, by: actorId });
      if (!moved) throw new AppError(409, 'ORDER_CHANGED', orderMessages.invalidTransition);
      if (to === 'in_delivery' && options.riderId) rider = await assignRider(trx, id, options.riderId);
      await announceStatus(trx, moved, `order.${to}`);
    }
    const after = toOrderSummary((await findSale(trx, id))!);
    await recordAudit(trx, {
      actorId,
      action: 'order.status',
      subjectType: 'order',
      subjectId: id,
      before: { status: from, code_commande: order.code_commande },
      after: {
        status: after.status,
        code_commande: order.code_commande,
        reason: after.cancel_reason ?? null,
        // Who took it out, by name (left out of the row when nobody was named).
        rider,
      },
    });
    return after;
  });
}

/**
 * Staff mark a reservation ready, picked up or not picked up (decision 0030); 'ready' is announced so the customer
 * is told. A cash one is prepared unpaid and handed over once its cash is collected (decision 0051); 'not picked up'
 * is a fact only once the pickup time has passed (decision 0039). The same status twice changes nothing.
 */
export function setReservationStatus(
  deps: MoveDeps,
  id: string,
  to: StaffReservationStatus,
  actorId: string,
): Promise<ReservationSummary> {
  return moveIn(deps, async (trx) => {
    const found = await findSale(trx, id);
    if (!found || found.kind !== 'reservation') throw reservationNotFound();
    const from = found.status as ReservationStatus;
    if (from === to) return toReservationSummary(found);
    if (found.is_paid !== 1 && from !== 'cancelled') {
      if (found.payment_method !== 'cash') {
        throw new AppError(422, 'RESERVATION_NOT_PAID', adminReservationMessages.notPaid);
      }
      if (to === 'picked_up')
        throw new AppError(422, 'CASH_NOT_COLLECTED', reservationCashMessages.notCollected);
    }
    if (!canMoveReservation(from, to)) {
      const why =
        to === 'picked_up' && from === 'confirmed'
          ? adminReservationMessages.notReady
          : adminReservationMessages.invalidTransition;
      throw new AppError(422, 'INVALID_TRANSITION', why);
    }
    const clockNow = deps.clock.now();
    if (to === 'no_show' && clockNow < parseReservationDate(reservationDateOf(found.scheduled_for))!) {
      throw new AppError(422, 'PICKUP_NOT_YET', adminReservationMessages.notYetPickupTime);
    }
    const now = clockNow.toISOString();
    const moved = await moveRemembered(trx, id, { from, to, at: now, by: actorId, paidOrCash: true });
    if (!moved) throw new AppError(409, 'RESERVATION_CHANGED', adminReservationMessages.changed);
    if (to === 'ready') {
      await publish(
        trx,
        'reservation.ready',
        id,
        { reservation_id: id, user_id: moved.user_id, code: moved.code_commande, status: to },
        now,
      );
    }
    await recordAudit(trx, {
      actorId,
      action: 'reservation.status',
      subjectType: 'reservation',
      subjectId: id,
      before: { status: from, code: found.code_commande },
      after: { status: to, code: found.code_commande },
    });
    return toReservationSummary(moved);
  });
}

/**
 * Announces where an order now stands, so boards and the customer's page follow: each step's own event once (the
 * e-mails and the ledger hang on it); a step made again after an undo, or an undo, as a status change of its own.
 */
async function announceStatus(trx: Db, order: Order, type: `order.${OrderStatus}` | 'order.status_changed') {
  const payload = {
    order_id: order.id,
    user_id: order.user_id,
    code_commande: order.code_commande,
    status: order.status,
  };
  const ownEvent = type === 'order.preparation' || type === 'order.in_delivery' || type === 'order.delivered';
  if (ownEvent && !(await wasPublished(trx, type, order.id))) {
    await publish(trx, type, order.id, payload);
    return;
  }
  await publish(trx, 'order.status_changed', `move:${newId()}`, payload);
}

/**
 * Takes back staff's last forward move of a sale within 60 seconds, back to where it was; audited, and an order's
 * undo announced to the boards.
 */
export async function undoSaleMove(
  deps: MoveDeps,
  id: string,
  kind: SaleKind,
  actorId: string,
): Promise<Order> {
  return moveIn(deps, async (trx) => {
    const found = await findSale(trx, id);
    if (!found || found.kind !== kind) throw kind === 'order' ? orderNotFound() : reservationNotFound();
    if (!found.moved_from || !found.moved_at) {
      throw new AppError(422, 'NOTHING_TO_UNDO', cancelMessages.nothingToUndo);
    }
    const now = deps.clock.now();
    if (now.getTime() - Date.parse(found.moved_at) > UNDO_SECONDS * 1000) {
      throw new AppError(422, 'UNDO_EXPIRED', cancelMessages.undoExpired);
    }
    const undone = await undoMove(trx, id, {
      from: found.moved_from,
      to: found.status,
      movedAt: found.moved_at,
      now: now.toISOString(),
    });
    if (!undone) {
      throw kind === 'order'
        ? new AppError(409, 'ORDER_CHANGED', orderMessages.invalidTransition)
        : new AppError(409, 'RESERVATION_CHANGED', adminReservationMessages.changed);
    }
    if (kind === 'order') {
      await announceStatus(trx, undone, 'order.status_changed');
      await recordAudit(trx, {
        actorId,
        action: 'order.undo',
        subjectType: 'order',
        subjectId: id,
        before: { status: found.status, code_commande: found.code_commande },
        after: { status: undone.status, code_commande: found.code_commande },
      });
    } else {
      await recordAudit(trx, {
        actorId,
        action: 'reservation.undo',
        subjectType: 'reservation',
        subjectId: id,
        before: { status: found.status, code: found.code_commande },
        after: { status: undone.status, code: found.code_commande },
      });
    }
    return undone;
  });
}

/**
 * Staff push an order's estimate back by `minutes` (from now when it is already past); the customer's page follows
 * live. Audited.
 */
export function delayOrder(
  deps: MoveDeps,
  id: string,
  minutes: number,
  actorId: string,
): Promise<OrderSummary> {
  return moveIn(deps, async (trx) => {
    const order = await findSale(trx, id);
    if (!order || order.kind !== 'order') throw orderNotFound();
    const now = deps.clock.now();
    const base = Math.max(Date.parse(order.estimated_at ?? '') || 0, now.getTime());
    const estimatedAt = new Date(base + minutes * 60_000).toISOString();
    const moved = await setEstimate(trx, id, estimatedAt, now.toISOString());
    if (!moved) throw new AppError(422, 'ORDER_NOT_DELAYABLE', kitchenMessagesFr.notDelayable);
    await recordAudit(trx, {
      actorId,
      action: 'order.delay',
      subjectType: 'order',
      subjectId: id,
      before: { estimated_at: order.estimated_at, code_commande: order.code_commande },
      after: { estimated_at: estimatedAt, code_commande: order.code_commande },
    });
    // Events are unique per (type, subject): each delay is its own subject, the order named in the payload.
    await publish(
      trx,
      'order.delayed',
      `delay:${newId()}`,
      {
        order_id: id,
        user_id: order.user_id,
        code_commande: order.code_commande,
        status: order.status,
        estimated_at: estimatedAt,
      },
      now.toISOString(),
    );
    return toOrderSummary((await findSale(trx, id))!);
  });
}
