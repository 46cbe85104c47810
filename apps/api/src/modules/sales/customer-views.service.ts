import {
  customerPaymentStatus,
  messages,
  orderMessages,
  type OrderDetail,
  type OrderQuote,
  type OrderQuoteBody,
  type OrderStatus,
  type OrderStatusResponse,
  type OrderSummary,
  type ReservationDetail,
  type ReservationSummary,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { confirmPayment } from '../payments/confirm.service.js';
import type { PaymentDeps } from '../payments/payment-deps.js';
import { findSpeakingAttemptOfSale } from './payment-state.repository.js';
import { hashToken } from '../sessions/sessions.service.js';
import { discountRequest } from './checkout.service.js';
import { measureDelivery, type RestaurantPlace } from './delivery.js';
import { riderForCustomer } from './order-riders.js';
import { toSoldOptions } from './line-options.js';
import { priceCart } from './pricing.js';
import { findPolledOrderStatus, findSaleItems, findUserSale, listUserSales } from './sales.repository.js';
import { ordersWithLife, reservationsWithLife } from './views.js';

/** What a customer reads of their sales: orders and reservations, each through its view (D15). */

type ViewDeps = { db: Db; clock: Clock };

const lines = async (db: Db, id: string) =>
  (await findSaleItems(db, [id])).map(({ order_id: _, ...dish }) => dish);

/** The customer's orders, newest first, with their life (Mes commandes). */
export async function listOrders(
  db: Db,
  userId: string,
  clock: Clock = systemClock,
): Promise<OrderSummary[]> {
  return ordersWithLife({ db, clock }, await listUserSales(db, userId, 'order'));
}

/** One of the customer's orders with its dishes and, once on its way, its rider (also its e-mails' facts). */
export async function getOrderDetail(
  db: Db,
  userId: string,
  id: string,
  clock: Clock = systemClock,
): Promise<OrderDetail> {
  const order = await findUserSale(db, userId, id, 'order');
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);
  const [summary] = await ordersWithLife({ db, clock }, [order]);
  return {
    order: summary!,
    show_order_dish: await lines(db, id),
    rider: await riderForCustomer(db, { rider_id: order.rider_id, status: order.status as OrderStatus }),
  };
}

/**
 * The polled order status (P6.8) for the bearer of `token`; undefined when the session is not valid or the order is
 * not theirs. The hot path is one indexed query; only while a payment is pending and was not checked recently does
 * it ask PayGate, so a lost callback does not keep the customer waiting.
 */
export async function getOrderStatus(
  deps: PaymentDeps & { clock: Clock },
  token: string,
  id: string,
): Promise<OrderStatusResponse | undefined> {
  const tokenHash = hashToken(token);
  // Sessions are stamped with the wall clock when they open: they are checked against it.
  let view = await findPolledOrderStatus(deps.db, tokenHash, id, nowIso());
  if (!view) return undefined;
  const staleBefore = Date.now() - deps.env.PAYMENT_CHECK_DELAY_MS;
  if (
    view.payment_id &&
    view.payment_status === 'pending' &&
    (!view.last_checked_at || Date.parse(view.last_checked_at) <= staleBefore)
  ) {
    await confirmPayment(deps, view.payment_id, { minIntervalMs: deps.env.PAYMENT_CHECK_DELAY_MS });
    view = await findPolledOrderStatus(deps.db, tokenHash, id, nowIso());
    if (!view) return undefined;
  }
  return {
    status: view.status,
    payment_status: customerPaymentStatus(view.is_paid === 1, view.payment_state),
    is_paid: view.is_paid === 1,
    transaction: view.tx_reference ? { transaction_id: view.tx_reference } : null,
  };
}

/** The customer's reservations, newest first, each with the state of its payment (Mes réservations). */
export async function listReservations(deps: ViewDeps, userId: string): Promise<ReservationSummary[]> {
  return reservationsWithLife(deps, await listUserSales(deps.db, userId, 'reservation'));
}

/** A reservation with its dishes and payment state; a stale pending payment is checked with PayGate first. */
export async function getReservation(
  deps: PaymentDeps & { clock: Clock },
  userId: string,
  id: string,
): Promise<ReservationDetail> {
  let reservation = await findUserSale(deps.db, userId, id, 'reservation');
  if (!reservation) throw new AppError(404, 'RESERVATION_NOT_FOUND', orderMessages.reservationNotFound);
  let payment = await findSpeakingAttemptOfSale(deps.db, reservation);
  // Payments record when PayGate was last asked on the wall clock (its own timestamps are real ones).
  const staleBefore = Date.now() - deps.env.PAYMENT_CHECK_DELAY_MS;
  if (
    payment?.status === 'pending' &&
    (!payment.last_checked_at || Date.parse(payment.last_checked_at) <= staleBefore)
  ) {
    await confirmPayment(deps, payment.id, { minIntervalMs: deps.env.PAYMENT_CHECK_DELAY_MS });
    reservation = (await findUserSale(deps.db, userId, id, 'reservation'))!;
    payment = await findSpeakingAttemptOfSale(deps.db, reservation);
  }
  const [summary] = await reservationsWithLife(deps, [
    { ...reservation, latest_payment_status: payment?.state ?? null },
  ]);
  return {
    reservation: summary!,
    dishes: await lines(deps.db, id),
    payment_status: customerPaymentStatus(reservation.is_paid === 1, payment?.state ?? null),
    transaction: payment?.tx_reference ? { transaction_id: payment.tx_reference } : null,
  };
}

/**
 * POST /api/orders/quote: the cart as the order would be priced now, discounts included (P1.2), for the cart and
 * the checkout. Logged out (`userId` undefined) there is no discount; a credit then needs a login.
 */
export async function quoteOrder(
  db: Db,
  userId: string | undefined,
  input: OrderQuoteBody,
  restaurant: RestaurantPlace,
  clock: Clock,
  options: { pickup?: boolean } = {},
): Promise<OrderQuote> {
  if (!userId && input.free_dish_credit_id) {
    throw new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
  }
  const { latitude, longitude } = input;
  const delivery = options.pickup !== true;
  // With the delivery point, the fee of its band (P3.3), and a point out of the zone is refused as the order is.
  const distanceM =
    delivery && latitude !== undefined && longitude !== undefined
      ? await measureDelivery(db, restaurant, { latitude, longitude })
      : undefined;
  const priced = await priceCart(db, {
    lines: input.dishes,
    delivery,
    distanceM,
    discounts: userId ? discountRequest(userId, input) : undefined,
    now: clock.now(),
  });
  return {
    lines: priced.lines.map(({ img_plat: _, options, note, ...line }) => ({
      ...line,
      ...(options.length > 0 && { options: toSoldOptions(options) }),
      ...(note && { note }),
    })),
    dishes_total: priced.dishes_total,
    discount_amount: priced.discount_amount,
    discounts: priced.discounts,
    free_dish: priced.free_dish,
    newsletter_eligible: priced.newsletter_eligible,
    delivery_price: priced.delivery_price,
    distance_m: distanceM ?? null,
    delivery_by_distance: priced.delivery_by_distance,
    min_order_total: priced.min_order_total,
    total_price: priced.total_price,
    total_quantite: priced.total_quantite,
  };
}
