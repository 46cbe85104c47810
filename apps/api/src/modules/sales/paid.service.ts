import { orderMessages, paymentMessages } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Order } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { publish } from '../events/events.service.js';
import { timingAtPayment } from '../restaurant/restaurant.service.js';
import type { Payable } from '../payments/payables.js';
import { discountsStillFree, repriceIfDiscountLost, spendDiscounts } from './discounts.js';
import { markSalePaid, setTiming } from './sale-changes.repository.js';
import { findSale } from './sales.repository.js';

/** The words of a sale's view: an order's, or a reservation's (D15: one sale, the spec's two views). */
const wordsOf = (kind: Order['kind']) =>
  kind === 'reservation'
    ? {
        notFound: () => new AppError(404, 'RESERVATION_NOT_FOUND', orderMessages.reservationNotFound),
        cancelled: () => new AppError(422, 'RESERVATION_CANCELLED', paymentMessages.reservationCancelled),
        alreadyPaid: paymentMessages.reservationAlreadyPaid,
        description: (code: string) => `Réservation ${code} - Chez Mama Lomé`,
      }
    : {
        notFound: () => new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound),
        cancelled: () => new AppError(422, 'ORDER_CANCELLED', paymentMessages.cancelled),
        alreadyPaid: paymentMessages.alreadyPaid,
        description: (code: string) => `Commande ${code} - Chez Mama Lomé`,
      };

/**
 * Sales as the payment core pays them, orders and reservations alike. The amount pushed is the sale's stored total,
 * fixed when it was priced (P1.2); a discount that went elsewhere since re-prices it first, and the customer sees the
 * new amount and why (decisions 0039, 0063).
 */
export const createSalePayable = (clock: Clock): Payable => ({
  purpose: 'order',
  async prepare(db, userId, saleId, named = 'order') {
    const sale = await findSale(db, saleId);
    if (!sale || sale.user_id !== userId) throw wordsOf(named).notFound();
    const words = wordsOf(sale.kind);
    if (sale.status === 'cancelled') throw words.cancelled();
    if (sale.is_paid === 1) throw new AppError(409, 'ALREADY_PAID', words.alreadyPaid);
    const notice = await repriceIfDiscountLost(db, sale, clock.now().toISOString());
    if (notice) throw new AppError(409, 'ORDER_REPRICED', notice);
    return {
      amount: sale.total_price,
      description: words.description(sale.code_commande),
      alreadyPaid: words.alreadyPaid,
    };
  },
  markPaid: (trx, saleId, paymentId, now, amount) => applyPaid(trx, clock, saleId, paymentId, now, amount),
});

/** Sales as paid outside a request (the demo seed): on the system's clock. */
export const salePayable = createSalePayable(systemClock);

/**
 * Marks a sale paid (by `paymentId`, or by nobody for a sale its discounts made free), spends its discounts and
 * announces it ('order.paid' or 'reservation.paid'), in the caller's transaction; 'not' when it was already paid or
 * cancelled, its discount went to another sale meanwhile (the payment is then refunded, the sale re-priced), or the
 * payment charged another amount than the sale now costs (a prompt answered after its cart changed).
 */
export async function applyPaid(
  trx: Db,
  clock: Clock,
  saleId: string,
  paymentId: string | null,
  now: string,
  amount?: number,
): Promise<'applied' | 'not'> {
  const current = await findSale(trx, saleId);
  if (!current || !(await discountsStillFree(trx, current))) return 'not';
  if (amount !== undefined && amount !== current.total_price) return 'not';
  const sale = await markSalePaid(trx, saleId, paymentId, now);
  if (!sale) return 'not';
  // The promise is made at payment: an ASAP order's estimate runs from now, a scheduled one keeps its slot and
  // rings when its preparation must start (P4.7). A cash order got its promise when it was accepted.
  if (sale.kind === 'order' && !sale.prep_starts_at) {
    const timing = await timingAtPayment(
      { db: trx, clock },
      { scheduledFor: sale.scheduled_for, distanceM: sale.distance_m ?? 0 },
    );
    await setTiming(trx, sale.id, { estimated_at: timing.estimatedAt, prep_starts_at: timing.prepStartsAt });
  }
  await spendDiscounts(trx, sale, now);
  await publish(trx, `${sale.kind}.paid`, sale.id, paidPayload(sale, paymentId, now), now);
  return 'applied';
}

/** What 'order.paid' and 'reservation.paid' carry: the referral ledger reads an order's amounts. */
function paidPayload(sale: Order, paymentId: string | null, now: string) {
  const common = {
    user_id: sale.user_id,
    payment_id: paymentId,
    total_price: sale.total_price,
    paid_at: now,
  };
  if (sale.kind === 'reservation') return { reservation_id: sale.id, code: sale.code_commande, ...common };
  return {
    order_id: sale.id,
    code_commande: sale.code_commande,
    dishes_total: sale.dishes_total,
    discount_amount: sale.discount_amount,
    ...common,
  };
}
