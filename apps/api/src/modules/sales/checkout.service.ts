import {
  normalizePhone,
  orderMessages,
  parseReservationDate,
  type OrderCreate,
  type OrderSummary,
  type ReservationCreate,
  type ReservationSummary,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { advanceNoticeDishes } from '../catalogue/catalogue.service.js';
import { pickupRefusalNow, planDelivery } from '../restaurant/restaurant.service.js';
import { findSaleAttemptUnderWay } from '../payments/replace.service.js';
import { getUser } from '../users/users.service.js';
import { createSale, findPriorSales, type CreateDeps, type StaffEntry } from './create.service.js';
import { measureDelivery, restaurantPlace } from './delivery.js';
import type { DiscountRequest } from './pricing.js';
import type { SaleRow } from './sales.repository.js';
import { pickupTimeOf, toOrderSummary, toReservationSummary } from './views.js';

/** The spec's two ways in (P12.1): an order to deliver and a reservation to pick up, each checked by its own rules. */

export const discountRequest = (
  userId: string,
  input: { free_dish_credit_id?: string; free_dish_id?: string },
): DiscountRequest => ({
  userId,
  freeDishCreditId: input.free_dish_credit_id,
  freeDishId: input.free_dish_id,
  newsletter: true,
});

/**
 * A checkout's first reads, sent at once rather than one round trip after another (at lunch each waits behind the
 * status polls), and awaited by the caller in its own order: the first failure it meets is the one it throws, and a
 * read it no longer needs (a replay answered early) fails unheard.
 */
function readTogether<T extends readonly unknown[]>(...reads: { [K in keyof T]: Promise<T[K]> }) {
  for (const read of reads) read.catch(() => undefined);
  return reads;
}

/**
 * The delivery contact of an order sent without `phone`, as the spec's own payload is (P12.3): the account's
 * number, as 8 digits when it is Togolese, else as registered; an account without a number is asked for one.
 */
async function accountContactPhone(db: Db, userId: string): Promise<string> {
  const registered = ((await getUser(db, userId)).phone ?? '').replace(/[\s.\-()]/g, '');
  const phone = normalizePhone(registered) ?? (/^\+?\d{8,15}$/.test(registered) ? registered : undefined);
  if (!phone) {
    throw new AppError(422, 'PHONE_REQUIRED', orderMessages.phone, { phone: [orderMessages.phone] });
  }
  return phone;
}

/**
 * POST /api/orders (P12.1), and staff's orders by phone, WhatsApp or at the counter: a delivery inside the radius
 * (P3.2), or for staff a pickup at the counter; the kitchen's clock decides when (P4.3).
 */
export async function createOrder(
  deps: CreateDeps,
  userId: string,
  input: OrderCreate,
  idempotencyKey: string | undefined,
  staff?: StaffEntry,
): Promise<{ order: OrderSummary; created: boolean }> {
  const { db, env } = deps;
  const reuse = !staff;
  const pickup = staff?.pickup === true;
  // Read side by side, then used in turn (decision 0088): a replay is answered as it was, whatever the others say.
  const [priorRead, distanceRead, noticeRead] = readTogether(
    findPriorSales(db, userId, { kind: 'order', reuse }, idempotencyKey),
    pickup ? Promise.resolve(0) : measureDelivery(db, restaurantPlace(env), input),
    advanceNoticeDishes(
      db,
      input.dishes.map((d) => d.dish_id),
    ),
  );
  const prior = await priorRead;
  if (prior.replay) return { order: toOrderSummary(prior.replay), created: false };
  const distance = await distanceRead;
  const phone = input.phone ?? (await accountContactPhone(db, userId));
  // The clock's rules (P4.3): refused with nothing created when the kitchen does not take the order then.
  const timing = await planDelivery(deps, {
    scheduledFor: input.scheduled_for,
    noticeDishes: await noticeRead,
    distanceM: distance,
  });
  const { sale, created } = await createSale(
    deps,
    userId,
    {
      kind: 'order',
      lines: input.dishes,
      place: pickup
        ? { delivery: false, location: 'restaurant' }
        : {
            delivery: true,
            title: input.title,
            description_address: input.description_address,
            latitude: input.latitude,
            longitude: input.longitude,
            distanceM: distance,
          },
      scheduledFor: timing.scheduledFor,
      estimatedAt: timing.estimatedAt,
      phone,
      notes: staff?.notes ?? null,
      source: staff?.source ?? 'site',
      paymentMethod: input.payment_method ?? 'mobile_money',
      discounts: discountRequest(userId, input),
      replacesId: input.replaces_order_id,
      replacesOtherId: staff ? undefined : input.replaces_reservation_id,
      reuse,
      prior,
    },
    idempotencyKey,
  );
  return { order: { ...toOrderSummary(sale), ...(await promptOf(deps, sale)) }, created };
}

/**
 * The prompt the sale waits on, so a reopened checkout shows its number and amount (decision 0077); a sale no
 * payment was ever started for has none.
 */
async function promptOf(deps: CreateDeps, sale: SaleRow) {
  if (sale.is_paid === 1 || sale.status !== 'pending' || sale.latest_payment_status === null) return {};
  const underWay = await findSaleAttemptUnderWay(deps.db, sale.id);
  return underWay ? { payment_under_way: underWay } : {};
}

/**
 * POST /api/reservations (P11.2, P5.1): a pickup priced from the catalogue, its time checked against the pickup
 * rule (the opening hours, each dish's notice, the days ahead); a repeated idempotency key returns the first
 * reservation (`created` false).
 */
export async function createReservation(
  deps: CreateDeps,
  userId: string,
  input: ReservationCreate,
  idempotencyKey: string | undefined,
): Promise<{ reservation: ReservationSummary; created: boolean }> {
  const { db } = deps;
  const [priorRead, noticeRead] = readTogether(
    findPriorSales(db, userId, { kind: 'reservation', reuse: true }, idempotencyKey),
    advanceNoticeDishes(
      db,
      input.dishes.map((d) => d.dish_id),
    ),
  );
  const prior = await priorRead;
  if (prior.replay) {
    const replay = prior.replay;
    return {
      reservation: { ...toReservationSummary(replay), ...(await promptOf(deps, replay)) },
      created: false,
    };
  }
  // One rule for the cart and /reservations (decision 0078): inside the opening hours, after each dish's notice
  // to the minute, up to 7 days ahead; the refusal names the first pickup accepted.
  const refusal = await pickupRefusalNow(
    deps,
    parseReservationDate(input.reservation_date)!,
    await noticeRead,
  );
  if (refusal) {
    throw new AppError(422, refusal.code, refusal.message, { reservation_date: [refusal.message] });
  }
  const pickupAt = pickupTimeOf(input.reservation_date);
  const { sale, created } = await createSale(
    deps,
    userId,
    {
      kind: 'reservation',
      lines: input.dishes,
      place: { delivery: false, location: input.pickup_location },
      scheduledFor: pickupAt,
      estimatedAt: null,
      phone: input.contact_phone ? (normalizePhone(input.contact_phone) ?? null) : null,
      contact: { name: input.contact_name || null, email: input.contact_email || null },
      notes: input.notes || null,
      entryPoint: input.source,
      source: 'site',
      paymentMethod: input.payment_method ?? 'mobile_money',
      // Reservations are not discounted (decision 0014): their first paid one leaves the newsletter's 10 % to an
      // order.
      discounts: undefined,
      // Sold out today does not stop a reservation for another day (Lomé keeps UTC).
      day: pickupAt.slice(0, 10),
      replacesId: input.replaces_reservation_id,
      replacesOtherId: input.replaces_order_id,
      reuse: true,
      prior,
    },
    idempotencyKey,
  );
  return { reservation: { ...toReservationSummary(sale), ...(await promptOf(deps, sale)) }, created };
}
