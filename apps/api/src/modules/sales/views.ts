import {
  customerPaymentStatus,
  lifeOf,
  type OrderStatus,
  type OrderSummary,
  type ReservationSource,
  type ReservationStatus,
  type ReservationSummary,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { findRefundsOf } from '../refunds/owed-back.service.js';
import { findSaleAttemptUnderWay } from '../payments/replace.service.js';
import { getKitchenSettings } from '../restaurant/restaurant.service.js';
import { repriceIfDiscountLost } from './discounts.js';
import type { Order } from '../../db/types.js';
import { findSale, type SaleRow } from './sales.repository.js';

/*
 * The spec's two views of one sale (D15, decision 0069): an order as /api/orders reads it, a reservation as
 * /api/reservations reads it. Which one a sale shows in is its `kind`.
 */

/** A reservation's pickup time as the spec writes it, 'YYYY-MM-DD HH:mm:ss' in Lomé time (which is UTC). */
export const reservationDateOf = (scheduledFor: string | null): string =>
  (scheduledFor ?? '').slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (Lomé time) as the ISO time a sale stores. */
export const pickupTimeOf = (reservationDate: string): string =>
  `${reservationDate.length === 16 ? `${reservationDate}:00` : reservationDate.slice(0, 19)}`.replace(
    ' ',
    'T',
  ) + '.000Z';

export function toOrderSummary(
  o: Order & { latest_payment_status?: SaleRow['latest_payment_status'] },
): OrderSummary {
  return {
    id: o.id,
    order_id: o.id,
    code_commande: o.code_commande,
    created_at: o.created_at,
    is_paid: o.is_paid === 1,
    paid_at: o.paid_at,
    payment_status: customerPaymentStatus(o.is_paid === 1, o.latest_payment_status ?? null),
    status: o.status as OrderStatus,
    dishes_total: o.dishes_total,
    total_price: o.total_price,
    total_quantite: o.total_quantite,
    is_delivery: o.is_delivery === 1,
    delivery_price: o.delivery_price,
    discount_amount: o.discount_amount,
    discounts: { free_dish: o.free_dish_amount, newsletter: o.newsletter_discount },
    free_dish_credit_id: o.free_dish_credit_id,
    title: o.title,
    description_address: o.description_address,
    phone: o.phone,
    distance_m: o.distance_m,
    pickup_location: o.is_delivery === 1 ? null : (o.pickup_location ?? 'restaurant'),
    scheduled_for: o.scheduled_for,
    estimated_at: o.estimated_at,
    source: o.source,
    payment_method: o.payment_method,
    notes: o.notes,
    cancel_reason: o.cancel_reason,
    discount_notice: o.discount_notice,
  };
}

export function toReservationSummary(r: Order): ReservationSummary {
  return {
    id: r.id,
    reservation_id: r.id,
    code: r.code_commande,
    source: (r.entry_point ?? 'cart') as ReservationSource,
    status: r.status as ReservationStatus,
    reservation_date: reservationDateOf(r.scheduled_for),
    pickup_location: r.pickup_location ?? 'restaurant',
    notes: r.notes,
    contact_name: r.contact_name,
    contact_email: r.contact_email,
    contact_phone: r.phone,
    total_price: r.total_price,
    total_quantite: r.total_quantite,
    is_paid: r.is_paid === 1,
    paid_at: r.paid_at,
    payment_method: r.payment_method,
    created_at: r.created_at,
    cancel_reason: r.cancel_reason,
  };
}

/**
 * What the customer follows of a sale's end (decision 0039): its refund, and when an unpaid one with no payment in
 * progress expires. Unpaid sales whose discount went elsewhere are re-priced first, so no "Payer" shows an amount
 * that cannot be paid.
 */
export async function withLife(deps: { db: Db; clock: Clock }, rows: SaleRow[]) {
  const { db } = deps;
  const now = deps.clock.now().toISOString();
  const fresh: SaleRow[] = [];
  for (const row of rows) {
    const notice = await repriceIfDiscountLost(db, row, now);
    fresh.push(notice ? (await findSale(db, row.id))! : row);
  }
  const refunds = new Map(
    (
      await findRefundsOf(
        db,
        fresh.filter((s) => s.status === 'cancelled').map((s) => s.id),
      )
    ).map((r) => [r.subject_id, r]),
  );
  const expiryMinutes = (await getKitchenSettings(db)).unpaidExpiryMinutes;
  // The prompt an unpaid one waits on: its pay dialog shows the number and offers another (decision 0077).
  const prompts = new Map(
    await Promise.all(
      fresh
        .filter((s) => s.is_paid === 0 && s.status === 'pending' && s.latest_payment_status === 'pending')
        .map(async (s) => [s.id, await findSaleAttemptUnderWay(db, s.id)] as const),
    ),
  );
  return fresh.map((row) => {
    const prompt = prompts.get(row.id);
    const life = lifeOf(row, refunds.get(row.id), expiryMinutes);
    return { row, life: prompt ? { ...life, payment_under_way: prompt } : life };
  });
}

/** The orders as their owner lists them, with their end. */
export async function ordersWithLife(
  deps: { db: Db; clock: Clock },
  rows: SaleRow[],
): Promise<OrderSummary[]> {
  return (await withLife(deps, rows)).map(({ row, life }) => ({ ...toOrderSummary(row), ...life }));
}

/** The reservations as their owner lists them, with the state of their payment and their end. */
export async function reservationsWithLife(
  deps: { db: Db; clock: Clock },
  rows: SaleRow[],
): Promise<ReservationSummary[]> {
  return (await withLife(deps, rows)).map(({ row, life }) => ({
    ...toReservationSummary(row),
    payment_status: customerPaymentStatus(row.is_paid === 1, row.latest_payment_status),
    ...life,
  }));
}
