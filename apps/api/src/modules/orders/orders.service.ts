import {
  lifeOf,
  canCancel,
  canTransition,
  ORDER_STATUSES,
  customerPaymentStatus,
  normalizePhone,
  cancelMessages,
  sameCartLines,
  kitchenMessagesFr,
  UNDO_SECONDS,
  messages,
  orderMessages,
  paymentMessages,
  type AdminOrder,
  type OrderCancelResponse,
  type OrderCreate,
  type OrderDetail,
  type OrderQuote,
  type OrderQuoteBody,
  type OrderSource,
  type OrderStatus,
  type OrderStatusResponse,
  type OrderSummary,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso, randomCode } from '../../lib/ids.js';
import { publish, wasPublished, type Outbox } from '../events/events.service.js';
import type { Payable } from '../payments/payables.js';
import {
  confirmPayment,
  findRefundsOf,
  paidWith,
  recordRefund,
  type PaymentDeps,
} from '../payments/payments.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { advanceNoticeDishNames } from '../catalogue/catalogue.service.js';
import { getKitchenSettings, planDelivery, timingAtPayment } from '../kitchen/kitchen.service.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { hashToken } from '../sessions/sessions.service.js';
import { getUser, isCompanyAccount } from '../users/users.service.js';
import * as repo from './orders.repository.js';
import {
  discountsStillFree,
  holdDiscounts,
  repriceIfDiscountLost,
  spendDiscounts,
} from './order-discounts.js';
import { acceptCashOrder } from './cash-orders.js';
import { assignRider, riderForCustomer, ridersForBoard } from './order-riders.js';
import {
  measureDelivery,
  priceCart,
  restaurantPlace,
  type DiscountRequest,
  type RestaurantPlace,
} from './pricing.js';

export type OrderDeps = PaymentDeps & { clock: Clock };
/** How staff took an order: its source, their note, and whether it is picked up. */
export type StaffEntry = { source: Exclude<OrderSource, 'site'>; notes?: string; pickup?: boolean };
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
    source: o.source,
    payment_method: o.payment_method,
    notes: o.notes,
    cancel_reason: o.cancel_reason,
    discount_notice: o.discount_notice,
  };
}

/**
 * What the customer follows of an order's end (decision 0039): its refund, and when an unpaid one with no
 * payment in progress expires. Unpaid orders whose discount went elsewhere are re-priced first, so no "Payer"
 * shows an amount that cannot be paid.
 */
async function withLife(deps: { db: Db; clock: Clock }, rows: repo.OrderRow[]): Promise<OrderSummary[]> {
  const { db } = deps;
  const now = deps.clock.now();
  const fresh: repo.OrderRow[] = [];
  for (const row of rows) {
    const notice = await repriceIfDiscountLost(db, row, now.toISOString());
    fresh.push(notice ? (await repo.findOrder(db, row.id))! : row);
  }
  const refunds = new Map(
    (
      await findRefundsOf(
        db,
        'order',
        fresh.filter((o) => o.status === 'cancelled').map((o) => o.id),
      )
    ).map((r) => [r.subject_id, r]),
  );
  const expiryMinutes = (await getKitchenSettings(db)).unpaidExpiryMinutes;
  return fresh.map((o) => {
    return {
      ...toOrderSummary(o),
      ...lifeOf(o, refunds.get(o.id), expiryMinutes),
    };
  });
}

/**
 * The delivery contact of an order sent without `phone`, as the spec's own payload is (P12.3): the account's
 * number, as 8 digits when it is Togolese, else as registered (a visitor's foreign number still reaches the
 * rider, and a spec-only client has no field to send another one); an account without a number is asked for
 * one.
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
 * Creates an order priced from the catalogue (P1.2), inside the delivery radius (P3.2). A repeated
 * idempotency key returns the order it created first, also when both requests race (`created` false).
 */
export async function createOrder(
  deps: Pick<OrderDeps, 'db' | 'env' | 'outbox' | 'clock'>,
  userId: string,
  input: OrderCreate,
  idempotencyKey: string | undefined,
  /** An order staff take by phone or WhatsApp (staff-orders.service.ts): a pickup has no delivery. */
  staff?: StaffEntry,
): Promise<{ order: OrderSummary; created: boolean }> {
  const { db, env } = deps;
  if (idempotencyKey) {
    const existing = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return { order: toOrderSummary(existing), created: false };
  }
  const distance = await measureDelivery(db, restaurantPlace(env), input);
  const phone = input.phone ?? (await accountContactPhone(db, userId));
  // The clock's rules (P4.3): refused with nothing created when the kitchen does not take the order then.
  const timing = await planDelivery(deps, {
    scheduledFor: input.scheduled_for,
    noticeDishes: await advanceNoticeDishNames(
      db,
      input.dishes.map((d) => d.dish_id),
    ),
    distanceM: distance,
  });
  // One open order per checkout (decision 0039): the order made from this cart, or one with the same lines.
  const reusable = staff ? undefined : await findReusableOrder(db, userId, input);
  // The same key racing its first request: a replay, answered as such once that order is there.
  if (reusable && idempotencyKey && reusable.idempotency_key === idempotencyKey) {
    return { order: toOrderSummary(reusable), created: false };
  }
  try {
    const order = await db.transaction().execute(async (trx) => {
      const at = deps.clock.now();
      const priced = await priceCart(trx, {
        lines: input.dishes,
        delivery: !staff?.pickup,
        distanceM: distance,
        discounts: discountRequest(userId, input),
        now: at,
      });
      const now = at.toISOString();
      const id = reusable?.id ?? newId();
      const content = {
        dishes_total: priced.dishes_total,
        delivery_price: priced.delivery_price,
        discount_amount: priced.discount_amount,
        free_dish_credit_id: priced.free_dish?.credit_id ?? null,
        free_dish_dish_id: priced.free_dish?.dish_id ?? null,
        free_dish_amount: priced.discounts.free_dish,
        newsletter_discount: priced.discounts.newsletter,
        total_price: priced.total_price,
        total_quantite: priced.total_quantite,
        title: input.title,
        description_address: input.description_address,
        latitude: input.latitude,
        longitude: input.longitude,
        distance_m: distance,
        phone,
        scheduled_for: timing.scheduledFor,
        estimated_at: timing.estimatedAt,
        discount_notice: null,
        payment_method: input.payment_method ?? 'mobile_money',
        updated_at: now,
      };
      const items = priced.lines.map((l) => ({ id: newId(), order_id: id, ...l }));
      if (reusable) {
        // Paid or payment started since it was read: this cart needs an order of its own.
        if (!(await repo.replaceOrderContent(trx, id, content, items))) {
          throw new AppError(409, 'ORDER_CHANGED', orderMessages.changedMeanwhile);
        }
      } else {
        await repo.insertOrder(
          trx,
          {
            id,
            code_commande: `CMD-${randomCode(8)}`,
            user_id: userId,
            status: 'pending',
            is_delivery: staff?.pickup ? 0 : 1,
            source: staff?.source ?? 'site',
            notes: staff?.notes ?? null,
            idempotency_key: idempotencyKey ?? null,
            created_at: now,
            ...content,
          },
          items,
        );
      }
      await holdDiscounts(trx, { id, userId, now }, priced);
      // Nothing to pay (a free dish alone, no delivery fee): PayGate cannot charge 0 FCFA, the order is paid now.
      if (priced.total_price === 0) await applyPaid(trx, deps.clock, id, null, now);
      else if (content.payment_method === 'cash') {
        await acceptCashOrder(trx, deps.clock, { id, total: priced.total_price });
      }
      return (await repo.findOrder(trx, id))!;
    });
    if (order.is_paid === 1 || order.status === 'confirmed') await deps.outbox.drain();
    // The checkout's order, new or brought up to date: 201 either way; only a replayed key answers 200.
    return { order: toOrderSummary(order), created: true };
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, 'idempotency_key')) {
      const existing = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) return { order: toOrderSummary(existing), created: false };
    }
    throw err;
  }
}

/**
 * The customer's unpaid order this request should update rather than duplicate: the one the checkout says it
 * made from this cart (`replaces_order_id`), else one with exactly these lines; only while unpaid with no
 * payment in progress.
 */
async function findReusableOrder(
  db: Db,
  userId: string,
  input: OrderCreate,
): Promise<repo.OrderRow | undefined> {
  const open = await repo.listOpenUnpaidOrders(db, userId);
  if (input.replaces_order_id) {
    const named = open.find((o) => o.id === input.replaces_order_id);
    if (named) return named;
  }
  if (open.length === 0) return undefined;
  const items = await repo.findOrderItems(
    db,
    open.map((o) => o.id),
  );
  return open.find((o) =>
    sameCartLines(
      items.filter((i) => i.order_id === o.id),
      input.dishes,
    ),
  );
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
 * POST /api/orders/quote: the cart as the order would be priced now, discounts included (P1.2), for the cart
 * and the checkout. Logged out (`userId` undefined) there is no discount; a credit then needs a login.
 */
export async function quoteOrder(
  db: Db,
  userId: string | undefined,
  input: OrderQuoteBody,
  restaurant: RestaurantPlace,
  clock: Clock,
): Promise<OrderQuote> {
  if (!userId && input.free_dish_credit_id) {
    throw new AppError(401, 'UNAUTHENTICATED', messages.unauthenticated);
  }
  const { latitude, longitude } = input;
  // With the delivery point, the fee of its band (P3.3), and a point out of the zone is refused as the order
  // is.
  const distanceM =
    latitude !== undefined && longitude !== undefined
      ? await measureDelivery(db, restaurant, { latitude, longitude })
      : undefined;
  const priced = await priceCart(db, {
    lines: input.dishes,
    delivery: true,
    distanceM,
    discounts: userId ? discountRequest(userId, input) : undefined,
    now: clock.now(),
  });
  return {
    lines: priced.lines.map(({ img_plat: _, ...line }) => line),
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

export async function listOrders(
  db: Db,
  userId: string,
  clock: Clock = systemClock,
): Promise<OrderSummary[]> {
  return withLife({ db, clock }, await repo.listUserOrders(db, userId));
}

export async function getOrderDetail(
  db: Db,
  userId: string,
  id: string,
  clock: Clock = systemClock,
): Promise<OrderDetail> {
  const order = await repo.findUserOrder(db, userId, id);
  if (!order) throw notFound();
  const items = await repo.findOrderItems(db, [id]);
  const [summary] = await withLife({ db, clock }, [order]);
  return {
    order: summary!,
    show_order_dish: items.map(({ order_id: _, ...dish }) => dish),
    rider: await riderForCustomer(db, order),
  };
}

/**
 * The polled order status (P6.8) for the bearer of `token`; undefined when the session is not valid or the
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
    payment_status: customerPaymentStatus(view.is_paid === 1, view.payment_state),
    is_paid: view.is_paid === 1,
    transaction: view.tx_reference ? { transaction_id: view.tx_reference } : null,
  };
}

/**
 * Cancels inside `trx`; a paid order gets a pending refund staff settle by hand (P2.6: PayGate has no refund
 * API).
 */
async function cancelIn(
  trx: Db,
  order: repo.OrderRow,
  reason: string | null = null,
  by: 'customer' | 'staff' = 'customer',
): Promise<OrderCancelResponse> {
  const now = nowIso();
  // The customer cancels before preparation (P2.3); staff at any step before delivery (decision 0039).
  const from = by === 'staff' ? STAFF_CANCELLABLE : CUSTOMER_CANCELLABLE;
  const cancelled = await repo.cancelOrder(trx, order.id, now, reason, from);
  if (!cancelled) throw new AppError(422, 'ORDER_NOT_CANCELLABLE', orderMessages.cannotCancel);
  let refund: OrderCancelResponse['refund'] = null;
  if (cancelled.is_paid === 1 && cancelled.payment_id) {
    await recordRefund(trx, {
      id: newId(),
      order_id: cancelled.id,
      payment_id: cancelled.payment_id,
      amount: cancelled.total_price,
      created_at: now,
    });
    refund = { amount: cancelled.total_price, status: 'pending' };
  }
  // A cancelled order gives its discounts back: the newsletter's here, the free dish credit by the referral
  // ledger, which also reverses the order's rewards on this event (P7.8).
  await repo.releaseNewsletterGrant(trx, cancelled.id, now);
  await repo.releaseDiscountHolds(trx, cancelled.id);
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

const CUSTOMER_CANCELLABLE = ORDER_STATUSES.filter(canCancel);
const STAFF_CANCELLABLE = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'));

/** A customer cancels their own order while pending or confirmed (P2.3). */
export async function cancelOrder(deps: EventDeps, userId: string, id: string): Promise<OrderCancelResponse> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await repo.findUserOrder(trx, userId, id);
    if (!order) throw notFound();
    return cancelIn(trx, order);
  });
  await deps.outbox.drain();
  return answer;
}

/**
 * Staff move an order along P2.2, or cancel it with a reason at any step before delivery; a concurrent change
 * makes the move fail rather than skip a step. A forward move is remembered for "Annuler l'action" (60 s).
 */
export async function setOrderStatus(
  deps: EventDeps & { clock?: Clock },
  id: string,
  to: OrderStatus,
  actorId: string,
  reason?: string,
  /** The rider who takes it, on the move to 'in_delivery'. */
  options: { riderId?: string } = {},
): Promise<OrderSummary> {
  const clock = deps.clock ?? systemClock;
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order) throw notFound();
    if (!canTransition(order.status, to)) {
      throw new AppError(422, 'INVALID_TRANSITION', orderMessages.invalidTransition);
    }
    const audit = (after: OrderSummary, action = 'order.status') =>
      recordAudit(trx, {
        actorId,
        action,
        subjectType: 'order',
        subjectId: id,
        before: { status: order.status, code_commande: order.code_commande },
        after: {
          status: after.status,
          code_commande: order.code_commande,
          reason: after.cancel_reason ?? null,
        },
      });
    if (to === 'cancelled') {
      if (!reason) {
        throw new AppError(422, 'CANCEL_REASON_REQUIRED', cancelMessages.reasonRequired, {
          reason: [cancelMessages.reasonRequired],
        });
      }
      const cancelled = (await cancelIn(trx, order, reason, 'staff')).order;
      await audit(cancelled);
      return cancelled;
    }
    // Only a paid order moves forward (P2.2), or a cash one (collected at the door).
    if (order.is_paid !== 1 && order.payment_method !== 'cash')
      throw new AppError(422, 'ORDER_NOT_PAID', orderMessages.notPaid);
    const now = clock.now().toISOString();
    const moved = await repo.moveOrderRemembered(trx, id, { from: order.status, to, at: now, by: actorId });
    if (!moved) throw new AppError(409, 'ORDER_CHANGED', orderMessages.invalidTransition);
    if (to === 'in_delivery' && options.riderId) await assignRider(trx, id, options.riderId);
    await announceStatus(trx, moved, `order.${to as 'preparation' | 'in_delivery' | 'delivered'}`);
    const after = toOrderSummary((await repo.findOrder(trx, id))!);
    await audit(after);
    return after;
  });
  await deps.outbox.drain();
  return answer;
}

/**
 * Announces where an order now stands, so boards and the customer's page follow: each step's own
 * event once (the e-mails and the ledger hang on it); a step made again after an undo, or an undo, as a
 * status change of its own.
 */
async function announceStatus(
  trx: Db,
  order: { id: string; user_id: string; code_commande: string; status: OrderStatus },
  type: 'order.preparation' | 'order.in_delivery' | 'order.delivered' | 'order.status_changed',
): Promise<void> {
  const payload = {
    order_id: order.id,
    user_id: order.user_id,
    code_commande: order.code_commande,
    status: order.status,
  };
  if (type !== 'order.status_changed' && !(await wasPublished(trx, type, order.id))) {
    await publish(trx, type, order.id, payload);
    return;
  }
  await publish(trx, 'order.status_changed', `move:${newId()}`, payload);
}

/** Takes back staff's last forward move within 60 seconds; audited, announced. */
export async function undoOrderMove(
  deps: EventDeps & { clock: Clock },
  id: string,
  actorId: string,
): Promise<OrderSummary> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order) throw notFound();
    if (!order.moved_from || !order.moved_at) {
      throw new AppError(422, 'NOTHING_TO_UNDO', cancelMessages.nothingToUndo);
    }
    const now = deps.clock.now();
    if (now.getTime() - Date.parse(order.moved_at) > UNDO_SECONDS * 1000) {
      throw new AppError(422, 'UNDO_EXPIRED', cancelMessages.undoExpired);
    }
    const undone = await repo.undoOrderMove(trx, id, {
      from: order.moved_from,
      to: order.status,
      movedAt: order.moved_at,
      now: now.toISOString(),
    });
    if (!undone) throw new AppError(409, 'ORDER_CHANGED', orderMessages.invalidTransition);
    await announceStatus(trx, undone, 'order.status_changed');
    await recordAudit(trx, {
      actorId,
      action: 'order.undo',
      subjectType: 'order',
      subjectId: id,
      before: { status: order.status, code_commande: order.code_commande },
      after: { status: undone.status, code_commande: order.code_commande },
    });
    return toOrderSummary((await repo.findOrder(trx, id))!);
  });
  await deps.outbox.drain();
  return answer;
}

/**
 * Cancels, as "expirée", the unpaid orders with no payment in progress left unchanged for `minutes`: what they
 * held (the newsletter's 10 %, a free dish credit) is free again. Conditional updates: once, in any process.
 */
export async function expireUnpaidOrders(
  deps: EventDeps & { clock: Clock },
  minutes: number,
): Promise<string[]> {
  const before = new Date(deps.clock.now().getTime() - minutes * 60_000).toISOString();
  const expired: string[] = [];
  for (const row of await repo.listExpiredUnpaid(deps.db, before)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, row.id);
      // Its payment started meanwhile: it is not abandoned.
      if (
        !order ||
        order.status !== 'pending' ||
        order.is_paid === 1 ||
        order.latest_payment_status === 'pending'
      ) {
        return false;
      }
      await cancelIn(trx, order, cancelMessages.expired);
      return true;
    });
    if (done) expired.push(row.code_commande);
  }
  if (expired.length > 0) await deps.outbox.drain();
  return expired;
}

const STAFF_LIST_LIMIT = 200;

/** The board's orders, newest first, of one status and/or one day (`YYYY-MM-DD`, Lomé time, which is UTC). */
const ofCompany = (r: repo.StaffOrderRow) =>
  isCompanyAccount({ id: r.user_id, user_status: r.customer_status, company_id: r.customer_company_id });

export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; day?: string; id?: string },
): Promise<AdminOrder[]> {
  // Priority support (P9.6): companies' orders first, each group newest first as read.
  const rows = (await repo.listOrdersForStaff(db, filter, STAFF_LIST_LIMIT)).sort(
    (a, b) => Number(ofCompany(b)) - Number(ofCompany(a)),
  );
  const items = await repo.findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  const riders = await ridersForBoard(db, rows);
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
    is_company: ofCompany(r),
    rider: riders.get(r.id) ?? null,
    paid_with: paidWith(r.is_paid === 1, r),
    last_move:
      r.moved_from && r.moved_at
        ? {
            from: r.moved_from,
            to: r.status,
            at: r.moved_at,
            undo_until: new Date(Date.parse(r.moved_at) + UNDO_SECONDS * 1000).toISOString(),
          }
        : null,
  }));
}

/** What the customer reads when nobody accepted their paid order in time (P4.8). */
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
 * The acceptance timers (P4.8), run periodically: a paid order nobody accepted `escalateAfterMinutes` after
 * its preparation was due is escalated once (alarm red, admins e-mailed); after `autoCancelAfterMinutes` it
 * is cancelled with its refund row. Both are conditional updates on the order's row, so a restart repeats
 * nothing and two processes never act twice. Returns what it did.
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
 * Orders as the payment core pays them. The amount pushed is the order's stored total, fixed when it was
 * priced (P1.2). A discount that went to another paid order since (the same free dish credit, the
 * newsletter's 10 %) stops the push: the customer orders again. Two payments of such orders racing to PayGate
 * both keep their price; the database lets only one of them spend the credit or the newsletter grant
 * (decision 0014).
 */
export const createOrderPayable = (clock: Clock): Payable => ({
  purpose: 'order',
  async prepare(db, userId, orderId) {
    const order = await repo.findUserOrder(db, userId, orderId);
    if (!order) throw notFound();
    if (order.status === 'cancelled') throw new AppError(422, 'ORDER_CANCELLED', paymentMessages.cancelled);
    if (order.is_paid === 1) throw new AppError(409, 'ALREADY_PAID', paymentMessages.alreadyPaid);
    // A discount that went elsewhere is taken off before anything is charged; the customer sees the new amount
    // and why, and pays that (decision 0039).
    const notice = await repriceIfDiscountLost(db, order, clock.now().toISOString());
    if (notice) throw new AppError(409, 'ORDER_REPRICED', notice);
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
  // A discount that went to another sale meanwhile: not paid with it (the payment is refunded, the order re-priced).
  const current = await repo.findOrder(trx, orderId);
  if (!current || !(await discountsStillFree(trx, current))) return 'not';
  const order = await repo.markOrderPaid(trx, orderId, paymentId, now);
  if (!order) return 'not';
  // The promise is made at payment: an ASAP order's estimate runs from now, a scheduled one keeps its slot and
  // rings when its preparation must start (P4.7).
  // A cash order got its promise when it was accepted; collected later, it keeps it.
  if (!order.prep_starts_at) {
    const timing = await timingAtPayment(
      { db: trx, clock },
      { scheduledFor: order.scheduled_for, distanceM: order.distance_m ?? 0 },
    );
    await repo.setOrderTiming(trx, order.id, {
      estimated_at: timing.estimatedAt,
      prep_starts_at: timing.prepStartsAt,
    });
  }
  await spendDiscounts(trx, order, now);
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

/** A caller's orders go to the account that proved their number (decision 0064), in the caller's transaction. */
export function transferOrders(trx: Db, from: { userId: string }, to: { userId: string }): Promise<number> {
  return repo.transferOrders(trx, from.userId, to.userId);
}
