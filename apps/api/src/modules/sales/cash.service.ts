import {
  cashMessages,
  orderMessages,
  reservationCashMessages,
  type CashCollection,
  type ReservationCashCollection,
  type SaleKind,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Order } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { publish, type Outbox } from '../events/events.service.js';
import { assertCashAllowed, timingAtPayment } from '../restaurant/restaurant.service.js';
import { collectCashOnce } from '../payments/cash.service.js';
import { repriceIfDiscountLost } from './discounts.js';
import { createSalePayable } from './paid.service.js';
import { confirmCashSale } from './sale-changes.repository.js';
import { findSale } from './sales.repository.js';
import { toOrderSummary, toReservationSummary } from './views.js';

export type CashDeps = { db: Db; outbox: Outbox; clock: Clock };

/**
 * A cash sale, priced and written in `trx`: refused (422, nothing kept) when cash is off or the total is over the
 * cap; else confirmed at once, as a paid sale is, an order with its promised times and announced to the boards. It
 * is paid only when the cash is collected (collectCash).
 */
export async function acceptCashSale(trx: Db, clock: Clock, sale: Order): Promise<void> {
  await assertCashAllowed(trx, sale.total_price);
  const now = clock.now().toISOString();
  if (sale.kind === 'reservation') {
    const confirmed = await confirmCashSale(trx, sale.id, { estimated_at: null, prep_starts_at: null }, now);
    if (confirmed) await announcePlaced(trx, confirmed, now);
    return;
  }
  const timing = await timingAtPayment(
    { db: trx, clock },
    { scheduledFor: sale.scheduled_for, distanceM: sale.distance_m ?? 0 },
  );
  const confirmed = await confirmCashSale(
    trx,
    sale.id,
    { estimated_at: timing.estimatedAt, prep_starts_at: timing.prepStartsAt },
    now,
  );
  if (!confirmed) return;
  await announcePlaced(trx, confirmed, now);
  await publish(
    trx,
    'order.status_changed',
    `cash:${sale.id}`,
    {
      order_id: sale.id,
      user_id: confirmed.user_id,
      code_commande: confirmed.code_commande,
      status: confirmed.status,
      payment_method: 'cash',
      total_price: confirmed.total_price,
    },
    now,
  );
}

/**
 * A cash sale is taken without a payment, so no receipt tells its customer it was placed: its own event does (an
 * e-mail with what to have ready in cash), once.
 */
function announcePlaced(trx: Db, sale: Order, now: string) {
  return publish(
    trx,
    sale.kind === 'reservation' ? 'reservation.cash_accepted' : 'order.cash_accepted',
    sale.id,
    { user_id: sale.user_id, code: sale.code_commande, total_price: sale.total_price },
    now,
  );
}

const wordsOf = (kind: SaleKind) =>
  kind === 'reservation'
    ? { texts: reservationCashMessages, code: 'RESERVATION', notFound: orderMessages.reservationNotFound }
    : { texts: cashMessages, code: 'ORDER', notFound: orderMessages.notFound };

/**
 * "Espèces encaissées" (P8.2, decision 0051): staff, or the rider the order went out with, record the cash collected
 * for a cash sale, once. Only then is the sale paid, through the sales' payable like a mobile-money payment, so the
 * receipt, the referral rewards and the newsletter's first paid order follow once from its paid event. A discount
 * gone to another sale is taken off first and staff see the new amount (decision 0063). The database holds the
 * collection once (a unique identifier per sale): a repeated call with the same amount answers as before, another
 * amount 409. More than the total is change given back, recorded (decision 0071). The caller checks who may collect.
 */
export async function collectCash(
  deps: CashDeps,
  input: { saleId: string; kind: SaleKind; amount: number; actor: { id: string } },
): Promise<{ sale: Order; alreadyRecorded: boolean; change: number }> {
  const { saleId, kind, amount, actor } = input;
  const words = wordsOf(kind);
  const sale = await findSale(deps.db, saleId);
  if (!sale || sale.kind !== kind) throw new AppError(404, `${words.code}_NOT_FOUND`, words.notFound);
  if (sale.payment_method !== 'cash') throw new AppError(422, `${words.code}_NOT_CASH`, words.texts.notCash);
  const notice = await repriceIfDiscountLost(deps.db, sale, deps.clock.now().toISOString());
  if (notice) throw new AppError(409, 'ORDER_REPRICED', notice);
  const { alreadyRecorded, change } = await collectCashOnce(
    deps,
    {
      payable: createSalePayable(deps.clock),
      kind: words.code as 'ORDER' | 'RESERVATION',
      id: saleId,
      userId: sale.user_id,
      phone: sale.phone ?? '',
      total: sale.total_price,
      cancelled: sale.status === 'cancelled',
      paid: sale.is_paid === 1,
      texts: words.texts,
    },
    amount,
    { id: actor.id, audit: (trx) => auditCollection(trx, actor.id, sale, amount) },
  );
  if (!alreadyRecorded) await deps.outbox.drain();
  return { sale: (await findSale(deps.db, saleId))!, alreadyRecorded, change };
}

/** The journal's line for a collection, as the sale's view names it. */
function auditCollection(trx: Db, actorId: string, sale: Order, amount: number) {
  if (sale.kind === 'order') {
    return recordAudit(trx, {
      actorId,
      action: 'order.cash_collected',
      subjectType: 'order',
      subjectId: sale.id,
      before: { code_commande: sale.code_commande, is_paid: false },
      after: { code_commande: sale.code_commande, is_paid: true, amount },
    });
  }
  return recordAudit(trx, {
    actorId,
    action: 'reservation.cash_collected',
    subjectType: 'reservation',
    subjectId: sale.id,
    before: { code: sale.code_commande, is_paid: false },
    after: { code: sale.code_commande, is_paid: true, amount },
  });
}

/** The board's "Espèces encaissées" on an order, answered with the order. */
export async function collectOrderCash(
  deps: CashDeps,
  input: { orderId: string; amount: number; actor: { id: string } },
): Promise<CashCollection> {
  const done = await collectCash(deps, { saleId: input.orderId, kind: 'order', ...input });
  return {
    message: cashMessages.collected,
    order: toOrderSummary(done.sale),
    amount: input.amount,
    change: done.change,
    already_recorded: done.alreadyRecorded,
  };
}

/** The counter's "Espèces encaissées" on a reservation, answered with the reservation. */
export async function collectReservationCash(
  deps: CashDeps,
  input: { reservationId: string; amount: number; actor: { id: string } },
): Promise<ReservationCashCollection> {
  const done = await collectCash(deps, { saleId: input.reservationId, kind: 'reservation', ...input });
  return {
    message: reservationCashMessages.collected,
    reservation: toReservationSummary(done.sale),
    amount: input.amount,
    change: done.change,
    already_recorded: done.alreadyRecorded,
  };
}
