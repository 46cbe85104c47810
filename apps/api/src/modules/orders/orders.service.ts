import {
  canTransition,
  customerPaymentStatus,
  distanceMeters,
  normalizePhone,
  discountMessages,
  kitchenMessagesFr,
  messages,
  orderMessages,
  paymentMessages,
  type AdminOrder,
  type OrderCancelResponse,
  type OrderCreate,
  type OrderDetail,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrderStatus,
  type OrderStatusResponse,
  type OrderSummary,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso, randomCode } from '../../lib/ids.js';
import { publish, type Outbox } from '../events/events.service.js';
import type { Payable } from '../payments/payables.js';
import { confirmPayment, type PaymentDeps } from '../payments/payments.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { advanceNoticeDishNames } from '../catalogue/catalogue.service.js';
import { planDelivery, timingAtPayment } from '../kitchen/kitchen.service.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { isCreditGone, useFreeDishCredit } from '../referral/referral.service.js';
import { hashToken } from '../sessions/sessions.service.js';
import { getUser } from '../users/users.service.js';
import * as repo from './orders.repository.js';
import { deliveryRadiusKm, newsletterEligible, priceCart, type DiscountRequest } from './pricing.js';

export type OrderDeps = PaymentDeps & { clock: Clock };
/** What a change that publishes events needs: the outbox is drained once the change is committed. */
export type EventDeps = { db: Db; outbox: Outbox };

const notFound = () => new AppError(404, 'ORDER_NOT_FOUND', orderMessages.notFound);

export function toOrderSummary(o: repo.OrderRow): OrderSummary {
  return {
    id: o.id,
    order_id: o.id,
    code_commande: o.code_commande,
    created_at: o.created_at,
    is_paid: o.is_paid === 1,
    paid_at: o.paid_at,
    payment_status: customerPaymentStatus(o.is_paid === 1, o.latest_payment_status),
    status: o.status,
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
    scheduled_for: o.scheduled_for,
    estimated_at: o.estimated_at,
  };
}

/**
 * The delivery contact of an order sent without `phone`, as the spec's own payload is (§3): the account's number,
 * as 8 digits when it is Togolese, else as registered (a visitor's foreign number still reaches the rider, and a
 * spec-only client has no field to send another one); an account without a number is asked for one.
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
 * Creates an order priced from the catalogue (D1), inside the delivery radius (D3). A repeated
 * idempotency key returns the order it created first, also when both requests race (`created` false).
 */
export async function createOrder(
  deps: Pick<OrderDeps, 'db' | 'env' | 'outbox' | 'clock'>,
  userId: string,
  input: OrderCreate,
  idempotencyKey: string | undefined,
): Promise<{ order: OrderSummary; created: boolean }> {
  const { db, env } = deps;
  if (idempotencyKey) {
    const existing = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return { order: toOrderSummary(existing), created: false };
  }
  const distance = Math.round(
    distanceMeters(
      { lat: env.RESTAURANT_LAT, lng: env.RESTAURANT_LNG },
      { lat: input.latitude, lng: input.longitude },
    ),
  );
  const radiusKm = await deliveryRadiusKm(db, env.DELIVERY_RADIUS_KM);
  if (distance > radiusKm * 1000) {
    const message = orderMessages.outOfZone.replace('{km}', String(radiusKm));
    throw new AppError(422, 'OUT_OF_DELIVERY_ZONE', message, { description_address: [message] });
  }
  const phone = input.phone ?? (await accountContactPhone(db, userId));
  // The clock's rules (D12): refused with nothing created when the kitchen does not take the order then.
  const timing = await planDelivery(deps, {
    scheduledFor: input.scheduled_for,
    noticeDishes: await advanceNoticeDishNames(
      db,
      input.dishes.map((d) => d.dish_id),
    ),
    distanceM: distance,
  });
  try {
    const order = await db.transaction().execute(async (trx) => {
      const priced = await priceCart(trx, {
        lines: input.dishes,
        delivery: true,
        discounts: discountRequest(userId, input),
      });
      const now = nowIso();
      const id = newId();
      await repo.insertOrder(
        trx,
        {
          id,
          code_commande: `CMD-${randomCode(8)}`,
          user_id: userId,
          status: 'pending',
          dishes_total: priced.dishes_total,
          delivery_price: priced.delivery_price,
          discount_amount: priced.discount_amount,
          free_dish_credit_id: priced.free_dish?.credit_id ?? null,
          free_dish_dish_id: priced.free_dish?.dish_id ?? null,
          free_dish_amount: priced.discounts.free_dish,
          newsletter_discount: priced.discounts.newsletter,
          total_price: priced.total_price,
          total_quantite: priced.total_quantite,
          is_delivery: 1,
          title: input.title,
          description_address: input.description_address,
          latitude: input.latitude,
          longitude: input.longitude,
          distance_m: distance,
          phone,
          scheduled_for: timing.scheduledFor,
          estimated_at: timing.estimatedAt,
          idempotency_key: idempotencyKey ?? null,
          created_at: now,
          updated_at: now,
        },
        priced.lines.map((l) => ({ id: newId(), order_id: id, ...l })),
      );
      // Nothing to pay (a free dish alone, no delivery fee): PayGate cannot charge 0 FCFA, the order is paid now.
      if (priced.total_price === 0) await applyPaid(trx, deps.clock, id, null, now);
      return (await repo.findOrder(trx, id))!;
    });
    if (order.is_paid === 1) await deps.outbox.drain();
    return { order: toOrderSummary(order), created: true };
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, 'idempotency_key')) {
      const existing = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) return { order: toOrderSummary(existing), created: false };
    }
    throw err;
  }
}

const discountRequest = (
  userId: string,
  input: { free_dish_credit_id?: string; free_dish_id?: string },
): DiscountRequest => ({
  userId,
  freeDishCreditId: input.free_dish_credit_id,
  freeDishId: input.free_dish_id,
  newsletter: true,
});

/**
 * POST /api/orders/quote: the cart as the order would be priced now, discounts included (D1), for the cart and
 * the checkout. Logged out (`userId` undefined) there is no discount; a credit then needs a login.
 */
export async function quoteOrder(
  db: Db,
  userId: string | undefined,
  input: OrderQuoteRequest,
): Promise<OrderQuote> {
  if (!userId && input.free_dish_credit_id) {
    throw new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
  }
  const priced = await priceCart(db, {
    lines: input.dishes,
    delivery: true,
    discounts: userId ? discountRequest(userId, input) : undefined,
  });
  return {
    lines: priced.lines.map(({ img_plat: _, ...line }) => line),
    dishes_total: priced.dishes_total,
    discount_amount: priced.discount_amount,
    discounts: priced.discounts,
    free_dish: priced.free_dish,
    newsletter_eligible: priced.newsletter_eligible,
    delivery_price: priced.delivery_price,
    total_price: priced.total_price,
    total_quantite: priced.total_quantite,
  };
}

export async function listOrders(db: Db, userId: string): Promise<OrderSummary[]> {
  return (await repo.listUserOrders(db, userId)).map(toOrderSummary);
}

export async function getOrderDetail(db: Db, userId: string, id: string): Promise<OrderDetail> {
  const order = await repo.findUserOrder(db, userId, id);
  if (!order) throw notFound();
  const items = await repo.findOrderItems(db, [id]);
  return { order: toOrderSummary(order), show_order_dish: items.map(({ order_id: _, ...dish }) => dish) };
}

/**
 * The polled order status (spec §4) for the bearer of `token`; undefined when the session is not valid or the
 * order is not theirs. The hot path is one indexed query; only while a payment is pending and was not checked
 * recently does it ask PayGate, so a lost callback does not keep the customer waiting.
 */
export async function getOrderStatus(
  deps: OrderDeps,
  token: string,
  id: string,
): Promise<OrderStatusResponse | undefined> {
  const tokenHash = hashToken(token);
  let view = await repo.findPolledOrderStatus(deps.db, tokenHash, id, nowIso());
  if (!view) return undefined;
  const staleBefore = Date.now() - deps.env.PAYMENT_CHECK_DELAY_MS;
  if (
    view.payment_id &&
    view.payment_status === 'pending' &&
    (!view.last_checked_at || Date.parse(view.last_checked_at) <= staleBefore)
  ) {
    await confirmPayment(deps, view.payment_id, { minIntervalMs: deps.env.PAYMENT_CHECK_DELAY_MS });
    view = await repo.findPolledOrderStatus(deps.db, tokenHash, id, nowIso());
    if (!view) return undefined;
  }
  return {
    status: view.status,
    payment_status: customerPaymentStatus(
      view.is_paid === 1,
      view.owed_back ? 'refunded' : view.payment_status,
    ),
    is_paid: view.is_paid === 1,
    transaction: view.tx_reference ? { transaction_id: view.tx_reference } : null,
  };
}

/** Cancels inside `trx`; a paid order gets a pending refund staff settle by hand (D3: PayGate has no refund API). */
async function cancelIn(
  trx: Db,
  order: repo.OrderRow,
  reason: string | null = null,
): Promise<OrderCancelResponse> {
  const now = nowIso();
  const cancelled = await repo.cancelOrder(trx, order.id, now, reason);
  if (!cancelled) throw new AppError(422, 'ORDER_NOT_CANCELLABLE', orderMessages.cannotCancel);
  let refund: OrderCancelResponse['refund'] = null;
  if (cancelled.is_paid === 1 && cancelled.payment_id) {
    await repo.insertRefund(trx, {
      id: newId(),
      order_id: cancelled.id,
      payment_id: cancelled.payment_id,
      amount: cancelled.total_price,
      status: 'pending',
      created_at: now,
    });
    refund = { amount: cancelled.total_price, status: 'pending' };
  }
  // A cancelled order gives its discounts back: the newsletter's here, the free dish credit by the referral
  // ledger, which also reverses the order's rewards on this event (D11).
  await repo.releaseNewsletterGrant(trx, cancelled.id, now);
  await publish(
    trx,
    'order.cancelled',
    cancelled.id,
    {
      order_id: cancelled.id,
      user_id: cancelled.user_id,
      code_commande: cancelled.code_commande,
      was_paid: cancelled.is_paid === 1,
      cancel_reason: reason,
      refund_amount: refund?.amount ?? 0,
    },
    now,
  );
  return {
    message: orderMessages.cancelled,
    order: toOrderSummary((await repo.findOrder(trx, cancelled.id))!),
    refund,
  };
}

/** A customer cancels their own order while pending or confirmed (D3). */
export async function cancelOrder(deps: EventDeps, userId: string, id: string): Promise<OrderCancelResponse> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await repo.findUserOrder(trx, userId, id);
    if (!order) throw notFound();
    return cancelIn(trx, order);
  });
  await deps.outbox.drain();
  return answer;
}

/** Staff move an order along D3; a concurrent change makes the move fail rather than skip a step. */
export async function setOrderStatus(
  deps: EventDeps,
  id: string,
  to: OrderStatus,
  actorId: string,
): Promise<OrderSummary> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order) throw notFound();
    if (!canTransition(order.status, to)) {
      throw new AppError(422, 'INVALID_TRANSITION', orderMessages.invalidTransition);
    }
    const audit = (after: OrderSummary) =>
      recordAudit(trx, {
        actorId,
        action: 'order.status',
        subjectType: 'order',
        subjectId: id,
        before: { status: order.status, code_commande: order.code_commande },
        after: { status: after.status, code_commande: order.code_commande },
      });
    if (to === 'cancelled') {
      const cancelled = (await cancelIn(trx, order)).order;
      await audit(cancelled);
      return cancelled;
    }
    // Only a paid order moves forward (D3); an unpaid one waits for its payment or is cancelled.
    if (order.is_paid !== 1) throw new AppError(422, 'ORDER_NOT_PAID', orderMessages.notPaid);
    const now = nowIso();
    const moved = await repo.moveOrder(trx, id, order.status, to, now);
    if (!moved) throw new AppError(409, 'ORDER_CHANGED', orderMessages.invalidTransition);
    // Announced like payment and cancellation, so boards and the customer's tracking page follow (issue 10).
    await publish(
      trx,
      `order.${to as 'preparation' | 'in_delivery' | 'delivered'}`,
      id,
      { order_id: id, user_id: moved.user_id, code_commande: moved.code_commande, status: to },
      now,
    );
    const after = toOrderSummary((await repo.findOrder(trx, id))!);
    await audit(after);
    return after;
  });
  await deps.outbox.drain();
  return answer;
}

const STAFF_LIST_LIMIT = 200;

/** The board's orders, newest first, of one status and/or one day (`YYYY-MM-DD`, Lomé time, which is UTC). */
export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; day?: string },
): Promise<AdminOrder[]> {
  const rows = await repo.listOrdersForStaff(db, filter, STAFF_LIST_LIMIT);
  const items = await repo.findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toOrderSummary(r),
    customer: {
      id: r.user_id,
      firstname: r.customer_firstname,
      lastname: r.customer_lastname,
      email: r.customer_email,
    },
    latitude: r.latitude,
    longitude: r.longitude,
    dishes: items.filter((i) => i.order_id === r.id).map(({ order_id: _, ...dish }) => dish),
    prep_starts_at: r.prep_starts_at,
    escalated_at: r.escalated_at,
  }));
}

/** What the customer reads when nobody accepted their paid order in time (D12). */
export const NOT_ACCEPTED_REASON = "Le restaurant n'a pas pu accepter votre commande à temps";

/**
 * Staff push an order's estimate back by `minutes` (from now when it is already past); the customer's page
 * follows live. Audited.
 */
export async function delayOrder(
  deps: EventDeps & { clock: Clock },
  id: string,
  minutes: number,
  actorId: string,
): Promise<OrderSummary> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order) throw notFound();
    const now = deps.clock.now();
    const base = Math.max(Date.parse(order.estimated_at ?? '') || 0, now.getTime());
    const estimatedAt = new Date(base + minutes * 60_000).toISOString();
    const moved = await repo.setEstimate(trx, id, estimatedAt, nowIso());
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
      nowIso(),
    );
    return toOrderSummary((await repo.findOrder(trx, id))!);
  });
  await deps.outbox.drain();
  return answer;
}

/**
 * The acceptance timers (D12), run periodically: a paid order nobody accepted `escalateAfterMinutes` after its
 * preparation was due is escalated once (alarm red, admins e-mailed); after `autoCancelAfterMinutes` it is
 * cancelled with its refund row. Both are conditional updates on the order's row, so a restart repeats nothing
 * and two processes never act twice. Returns what it did.
 */
export async function watchUnaccepted(
  deps: EventDeps & { clock: Clock },
  delays: { escalateAfterMinutes: number; autoCancelAfterMinutes: number },
): Promise<{ escalated: string[]; cancelled: string[] }> {
  const now = deps.clock.now();
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const cancelled: string[] = [];
  for (const row of await repo.listUnaccepted(deps.db, before(delays.autoCancelAfterMinutes), {
    notEscalated: false,
  })) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, row.id);
      if (!order || order.status !== 'confirmed') return false;
      await cancelIn(trx, order, NOT_ACCEPTED_REASON);
      return true;
    });
    if (done) cancelled.push(row.code_commande);
  }
  const escalated: string[] = [];
  for (const row of await repo.listUnaccepted(deps.db, before(delays.escalateAfterMinutes), {
    notEscalated: true,
  })) {
    const done = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.markEscalated(trx, row.id, now.toISOString()))) return false;
      await publish(
        trx,
        'order.escalated',
        row.id,
        {
          order_id: row.id,
          user_id: row.user_id,
          code_commande: row.code_commande,
          status: row.status,
          prep_starts_at: row.prep_starts_at,
          total_price: row.total_price,
        },
        nowIso(),
      );
      return true;
    });
    if (done) escalated.push(row.code_commande);
  }
  if (escalated.length + cancelled.length > 0) await deps.outbox.drain();
  return { escalated, cancelled };
}

/**
 * Orders as the payment core pays them. The amount pushed is the order's stored total, fixed when it was priced
 * (D1). A discount that went to another paid order since (the same free dish credit, the newsletter's 10 %) stops
 * the push: the customer orders again. Two payments of such orders racing to PayGate both keep their price; the
 * database lets only one of them spend the credit or the newsletter grant (decision 0014).
 */
export const createOrderPayable = (clock: Clock): Payable => ({
  purpose: 'order',
  async prepare(db, userId, orderId) {
    const order = await repo.findUserOrder(db, userId, orderId);
    if (!order) throw notFound();
    if (order.status === 'cancelled') throw new AppError(422, 'ORDER_CANCELLED', paymentMessages.cancelled);
    if (order.is_paid === 1) throw new AppError(409, 'ALREADY_PAID', paymentMessages.alreadyPaid);
    if (order.free_dish_credit_id && (await isCreditGone(db, order.free_dish_credit_id, order.id))) {
      throw new AppError(409, 'FREE_DISH_CREDIT_TAKEN', discountMessages.creditTaken);
    }
    if (order.newsletter_discount > 0 && !(await newsletterEligible(db, userId))) {
      throw new AppError(409, 'NEWSLETTER_DISCOUNT_TAKEN', discountMessages.newsletterTaken);
    }
    return { amount: order.total_price, description: `Commande ${order.code_commande} - Chez Mama Lomé` };
  },
  markPaid: (trx, orderId, paymentId, now) => applyPaid(trx, clock, orderId, paymentId, now),
});

/** Orders as paid outside a request (the demo seed): on the system's clock. */
export const orderPayable = createOrderPayable(systemClock);

/**
 * Marks an order paid (by `paymentId`, or by nobody for an order its discounts made free), spends its discounts
 * and announces it, in the caller's transaction; 'not' when it was already paid or cancelled.
 */
async function applyPaid(
  trx: Db,
  clock: Clock,
  orderId: string,
  paymentId: string | null,
  now: string,
): Promise<'applied' | 'not'> {
  const order = await repo.markOrderPaid(trx, orderId, paymentId, now);
  if (!order) return 'not';
  // The promise is made at payment: an ASAP order's estimate runs from now, a scheduled one keeps its slot and
  // rings when its preparation must start (D12).
  const timing = await timingAtPayment(
    { db: trx, clock },
    { scheduledFor: order.scheduled_for, distanceM: order.distance_m ?? 0 },
  );
  await repo.setOrderTiming(trx, order.id, {
    estimated_at: timing.estimatedAt,
    prep_starts_at: timing.prepStartsAt,
  });
  if (order.free_dish_credit_id) await useFreeDishCredit(trx, order.free_dish_credit_id, order.id, now);
  if (order.newsletter_discount > 0) {
    const { email } = await getUser(trx, order.user_id);
    await repo.insertNewsletterGrant(trx, {
      id: newId(),
      user_id: order.user_id,
      email,
      order_id: order.id,
      created_at: now,
    });
  }
  await publish(
    trx,
    'order.paid',
    order.id,
    {
      order_id: order.id,
      user_id: order.user_id,
      code_commande: order.code_commande,
      payment_id: paymentId,
      total_price: order.total_price,
      dishes_total: order.dishes_total,
      discount_amount: order.discount_amount,
      paid_at: now,
    },
    now,
  );
  return 'applied';
}

/** Whether any order names the dish (the catalogue keeps such a dish, hidden, for the order's history). */
export function isDishOrdered(db: Db, dishId: string): Promise<boolean> {
  return repo.dishIsOrdered(db, dishId);
}
