import {
  lifeOf,
  adminReservationMessages,
  sameCartLines,
  cancelMessages,
  UNDO_SECONDS,
  advanceNoticeError,
  canMoveReservation,
  normalizePhone,
  orderMessages,
  paidCancelCutoff,
  parseReservationDate,
  paymentMessages,
  reservationCancelError,
  reservationDateError,
  reservationMessages,
  reservationCashMessages,
  customerPaymentStatus,
  type AdminReservation,
  type AdminReservationList,
  type PreparationDay,
  type ReservationCancelResponse,
  type ReservationCashCollection,
  type ReservationCreate,
  type ReservationDetail,
  type ReservationSummary,
  type StaffReservationStatus,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import {
  assertCashAllowed,
  getKitchenSettings,
  pickupError,
  type KitchenDeps,
} from '../kitchen/kitchen.service.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso, randomCode } from '../../lib/ids.js';
import { advanceNoticeDishNames } from '../catalogue/catalogue.service.js';
import { priceCart } from '../orders/pricing.js';
import { recordAudit } from '../audit/audit.service.js';
import { publish, type Outbox } from '../events/events.service.js';
import { collectCashOnce } from '../payments/cash.service.js';
import type { Payable } from '../payments/payables.js';
import {
  confirmPayment,
  findPaidPaymentReference,
  findRefundsOf,
  findSpeakingAttemptOfReservation,
  paidWith,
  recordRefund,
  type PaymentDeps,
} from '../payments/payments.service.js';
import * as repo from './reservations.repository.js';

const notFound = () => new AppError(404, 'RESERVATION_NOT_FOUND', orderMessages.reservationNotFound);

export function toReservationSummary(r: repo.Reservation): ReservationSummary {
  return {
    id: r.id,
    reservation_id: r.id,
    code: r.code,
    source: r.source,
    status: r.status,
    reservation_date: r.reservation_date,
    pickup_location: r.pickup_location,
    notes: r.notes,
    contact_name: r.contact_name,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    total_price: r.total_price,
    total_quantite: r.total_quantite,
    is_paid: r.is_paid === 1,
    paid_at: r.paid_at,
    payment_method: r.payment_method,
    created_at: r.created_at,
    cancel_reason: r.cancel_reason,
  };
}

/** What the customer follows of a reservation's end (decision 0039): its refund and its expiry. */
async function withLife(db: Db, rows: repo.ListedReservation[]): Promise<ReservationSummary[]> {
  const refunds = new Map(
    (
      await findRefundsOf(
        db,
        'reservation',
        rows.filter((r) => r.status === 'cancelled').map((r) => r.id),
      )
    ).map((r) => [r.subject_id, r]),
  );
  const expiryMinutes = (await getKitchenSettings(db)).unpaidExpiryMinutes;
  return rows.map((r) => {
    return {
      ...toReservationSummary(r),
      payment_status: customerPaymentStatus(r.is_paid === 1, r.latest_payment_status),
      ...lifeOf(r, refunds.get(r.id), expiryMinutes),
    };
  });
}

/** 'YYYY-MM-DD HH:mm' and 'YYYY-MM-DD HH:mm:ss' are stored alike, with seconds. */
const withSeconds = (value: string) => (value.length === 16 ? `${value}:00` : value);

/**
 * Creates a pickup reservation priced from the catalogue (P1.2), its date checked against the rules of its
 * entry point (P5.1); a repeated idempotency key returns the first reservation (`created` false).
 */
export async function createReservation(
  deps: KitchenDeps,
  userId: string,
  input: ReservationCreate,
  idempotencyKey: string | undefined,
): Promise<{ reservation: ReservationSummary; created: boolean }> {
  const { db } = deps;
  const now = deps.clock.now();
  if (idempotencyKey) {
    const existing = await repo.findReservationByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return { reservation: toReservationSummary(existing), created: false };
  }
  const dateError = reservationDateError(input.source, input.reservation_date, now);
  if (dateError) throw new AppError(422, 'INVALID_PICKUP_DATE', dateError, { reservation_date: [dateError] });
  // Inside the spec's bounds and inside the opening hours, closures excluded (P4.1).
  const hoursError = await pickupError(deps, parseReservationDate(input.reservation_date)!);
  if (hoursError)
    throw new AppError(422, 'RESTAURANT_CLOSED', hoursError, { reservation_date: [hoursError] });
  const noticeError = advanceNoticeError(
    await advanceNoticeDishNames(
      db,
      input.dishes.map((d) => d.dish_id),
    ),
    input.reservation_date,
    now,
  );
  if (noticeError) {
    throw new AppError(422, 'ADVANCE_NOTICE_REQUIRED', noticeError, { reservation_date: [noticeError] });
  }
  // One open reservation per checkout (decision 0039): the one made from this cart, or the same one again.
  const reusable = await findReusableReservation(db, userId, input);
  // The same key racing its first request: a replay, answered as such once that reservation is there (as orders).
  if (reusable && idempotencyKey && reusable.idempotency_key === idempotencyKey) {
    return { reservation: toReservationSummary(reusable), created: false };
  }
  try {
    const reservation = await db.transaction().execute(async (trx) => {
      // Reservations are never discounted: the free dish and the newsletter's 10 % are for orders (decision 0014).
      // Sold out today does not stop a reservation for another day (Lomé keeps UTC: the date's first 10 characters).
      const day = input.reservation_date.slice(0, 10);
      const priced = await priceCart(trx, {
        lines: input.dishes,
        delivery: false,
        day,
        now: deps.clock.now(),
      });
      const at = deps.clock.now().toISOString();
      const id = reusable?.id ?? newId();
      const content = {
        source: input.source,
        reservation_date: withSeconds(input.reservation_date),
        pickup_location: input.pickup_location,
        notes: input.notes || null,
        contact_name: input.contact_name || null,
        contact_email: input.contact_email || null,
        contact_phone: input.contact_phone ? (normalizePhone(input.contact_phone) ?? null) : null,
        total_price: priced.total_price,
        total_quantite: priced.total_quantite,
        payment_method: input.payment_method ?? 'mobile_money',
        updated_at: at,
      };
      const items = priced.lines.map((l) => ({ id: newId(), reservation_id: id, ...l }));
      if (reusable) {
        if (!(await repo.replaceReservationContent(trx, id, content, items))) {
          throw new AppError(409, 'RESERVATION_CHANGED', adminReservationMessages.changed);
        }
      } else {
        await repo.insertReservation(
          trx,
          {
            id,
            code: `RES-${randomCode(8)}`,
            user_id: userId,
            status: 'pending',
            idempotency_key: idempotencyKey ?? null,
            created_at: at,
            ...content,
          },
          items,
        );
      }
      if (content.payment_method === 'cash') await acceptCashReservation(trx, id, priced.total_price, at);
      return (await repo.findReservation(trx, id))!;
    });
    // The checkout's reservation, new or brought up to date: 201 either way; only a replayed key answers 200.
    return { reservation: toReservationSummary(reservation), created: true };
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, 'idempotency_key')) {
      const existing = await repo.findReservationByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) return { reservation: toReservationSummary(existing), created: false };
    }
    throw err;
  }
}

/**
 * A cash reservation, in `trx`: refused (422, nothing kept) when cash is off or the total over the cap, the
 * orders' rule and setting; else confirmed unpaid, without PayGate, paid when the cash is
 * collected at pickup (collectReservationCash).
 */
async function acceptCashReservation(trx: Db, id: string, total: number, now: string): Promise<void> {
  await assertCashAllowed(trx, total);
  await repo.confirmCashReservation(trx, id, now);
}

/**
 * "Espèces encaissées" at the counter (decision 0051): staff record the cash of a cash reservation once, applied
 * through the reservation's payable as a PayGate payment is, so 'reservation.paid' (its receipt) follows once. A
 * repeated call with the same amount answers as before, another amount 409.
 */
export async function collectReservationCash(
  deps: { db: Db; outbox: Outbox; clock: Clock },
  input: { reservationId: string; amount: number; actor: { id: string } },
): Promise<ReservationCashCollection> {
  const { reservationId, amount, actor } = input;
  const found = await repo.findReservation(deps.db, reservationId);
  if (!found) throw notFound();
  if (found.payment_method !== 'cash') {
    throw new AppError(422, 'RESERVATION_NOT_CASH', reservationCashMessages.notCash);
  }
  const { alreadyRecorded } = await collectCashOnce(
    deps,
    {
      payable: reservationPayable,
      kind: 'RESERVATION',
      id: found.id,
      userId: found.user_id,
      phone: found.contact_phone ?? '',
      total: found.total_price,
      cancelled: found.status === 'cancelled',
      paid: found.is_paid === 1,
      texts: reservationCashMessages,
    },
    amount,
    {
      id: actor.id,
      audit: (trx) =>
        recordAudit(trx, {
          actorId: actor.id,
          action: 'reservation.cash_collected',
          subjectType: 'reservation',
          subjectId: found.id,
          before: { code: found.code, is_paid: false },
          after: { code: found.code, is_paid: true, amount },
        }),
    },
  );
  if (!alreadyRecorded) await deps.outbox.drain();
  const reservation = toReservationSummary((await repo.findReservation(deps.db, found.id))!);
  return {
    message: reservationCashMessages.collected,
    reservation,
    amount,
    already_recorded: alreadyRecorded,
  };
}

/**
 * The customer's unpaid reservation this request should update rather than duplicate: the one named by
 * `replaces_reservation_id`, else one with the same dishes, pickup time and entry point.
 */
async function findReusableReservation(
  db: Db,
  userId: string,
  input: ReservationCreate,
): Promise<repo.Reservation | undefined> {
  const open = await repo.listOpenUnpaidReservations(db, userId);
  if (input.replaces_reservation_id) {
    const named = open.find((r) => r.id === input.replaces_reservation_id);
    if (named) return named;
  }
  for (const r of open) {
    if (r.reservation_date !== withSeconds(input.reservation_date) || r.source !== input.source) continue;
    if (sameCartLines(await repo.findReservationItems(db, r.id), input.dishes)) return r;
  }
  return undefined;
}

/** The customer's reservations, newest first, each with the state of its payment (Mes réservations). */
export async function listReservations(db: Db, userId: string): Promise<ReservationSummary[]> {
  return withLife(db, await repo.listUserReservations(db, userId));
}

/**
 * Cancels, as "expirée", the unpaid reservations with no payment in progress left unchanged for `minutes`
 * (decision 0039). One conditional update each: once, in any process.
 */
export async function expireUnpaidReservations(
  deps: { db: Db; clock: Clock },
  minutes: number,
): Promise<string[]> {
  const before = new Date(deps.clock.now().getTime() - minutes * 60_000).toISOString();
  const expired: string[] = [];
  for (const row of await repo.listExpiredUnpaidReservations(deps.db, before)) {
    if (await repo.expireReservation(deps.db, row.id, cancelMessages.expired, nowIso()))
      expired.push(row.code);
  }
  return expired;
}

/**
 * The customer cancels their reservation within the rules (reservationCancelError); a paid one gets a pending
 * refund staff settle by hand, in the same transaction (P2.6: PayGate has no refund API), announced by
 * 'reservation.cancelled' (its invoice, if any, gets a credit note).
 */
export async function cancelReservation(
  deps: { db: Db; outbox: Outbox },
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<ReservationCancelResponse> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const found = await repo.findUserReservation(trx, userId, id);
    if (!found) throw notFound();
    const at = nowIso();
    const cancelled = await repo.cancelReservation(trx, id, paidCancelCutoff(now), at);
    if (!cancelled) {
      // Say why, from the reservation as it is now (a payment may have landed since it was read).
      const current = toReservationSummary((await repo.findReservation(trx, id))!);
      const reason = reservationCancelError(current, now) ?? reservationMessages.cannotCancel;
      throw new AppError(422, 'RESERVATION_NOT_CANCELLABLE', reason);
    }
    let refund: ReservationCancelResponse['refund'] = null;
    if (cancelled.is_paid === 1 && cancelled.payment_id) {
      await recordRefund(trx, {
        id: newId(),
        reservation_id: cancelled.id,
        payment_id: cancelled.payment_id,
        amount: cancelled.total_price,
        created_at: at,
      });
      refund = { amount: cancelled.total_price, status: 'pending' };
    }
    await publish(
      trx,
      'reservation.cancelled',
      cancelled.id,
      {
        reservation_id: cancelled.id,
        user_id: cancelled.user_id,
        code: cancelled.code,
        was_paid: refund !== null,
        refund_amount: refund?.amount ?? 0,
      },
      at,
    );
    return { message: reservationMessages.cancelled, reservation: toReservationSummary(cancelled), refund };
  });
  await deps.outbox.drain();
  return answer;
}

/** A reservation with its dishes and payment state; a stale pending payment is checked with PayGate first. */
export async function getReservation(
  deps: PaymentDeps,
  userId: string,
  id: string,
): Promise<ReservationDetail> {
  let reservation = await repo.findUserReservation(deps.db, userId, id);
  if (!reservation) throw notFound();
  let payment = await findSpeakingAttemptOfReservation(deps.db, reservation);
  const staleBefore = Date.now() - deps.env.PAYMENT_CHECK_DELAY_MS;
  if (
    payment?.status === 'pending' &&
    (!payment.last_checked_at || Date.parse(payment.last_checked_at) <= staleBefore)
  ) {
    await confirmPayment(deps, payment.id, { minIntervalMs: deps.env.PAYMENT_CHECK_DELAY_MS });
    reservation = (await repo.findUserReservation(deps.db, userId, id))!;
    payment = await findSpeakingAttemptOfReservation(deps.db, reservation);
  }
  const [summary] = await withLife(deps.db, [
    {
      ...reservation,
      latest_payment_status: payment?.state ?? null,
    },
  ]);
  return {
    reservation: summary!,
    dishes: await repo.findReservationItems(deps.db, id),
    payment_status: customerPaymentStatus(reservation.is_paid === 1, payment?.state ?? null),
    transaction: payment?.tx_reference ? { transaction_id: payment.tx_reference } : null,
  };
}

/** Reservations as the payment core pays them: the stored total, a paid one announced by 'reservation.paid'. */
export const reservationPayable: Payable = {
  purpose: 'reservation',
  async prepare(db, userId, reservationId) {
    const reservation = await repo.findUserReservation(db, userId, reservationId);
    if (!reservation) throw notFound();
    if (reservation.status === 'cancelled') {
      throw new AppError(422, 'RESERVATION_CANCELLED', paymentMessages.reservationCancelled);
    }
    if (reservation.is_paid === 1)
      throw new AppError(409, 'ALREADY_PAID', paymentMessages.reservationAlreadyPaid);
    return {
      amount: reservation.total_price,
      description: `Réservation ${reservation.code} - Chez Mama Lomé`,
    };
  },
  async markPaid(trx, reservationId, paymentId, now) {
    const reservation = await repo.markReservationPaid(trx, reservationId, paymentId, now);
    if (!reservation) return 'not';
    await publish(
      trx,
      'reservation.paid',
      reservation.id,
      {
        reservation_id: reservation.id,
        user_id: reservation.user_id,
        payment_id: paymentId,
        total_price: reservation.total_price,
        paid_at: now,
      },
      now,
    );
    return 'applied';
  },
};

const DAY_MS = 86_400_000;
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Staff's reservations of `days` days from `from` (default today; Lomé time is UTC), soonest first, with their
 * dishes, and per day what is left to prepare: the dishes of paid reservations not yet ready, added up.
 */
export async function listReservationsForStaff(
  db: Db,
  filter: { from?: string; days: number },
  now: Date = new Date(),
): Promise<AdminReservationList> {
  const from = filter.from ?? now.toISOString().slice(0, 10);
  const rows = await repo.listReservationsForStaff(
    db,
    `${from} 00:00:00`,
    `${dayAfter(from, filter.days)} 00:00:00`,
  );
  const items = await repo.findItemsOfReservations(
    db,
    rows.map((r) => r.id),
  );
  const reservations: AdminReservation[] = rows.map(({ firstname, lastname, email, phone, ...r }) => ({
    ...toReservationSummary(r),
    customer: { firstname, lastname, email, phone },
    dishes: items.filter((i) => i.reservation_id === r.id).map(({ reservation_id: _, ...dish }) => dish),
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
  const days = new Map<
    string,
    { reservations: number; dishes: Map<string, PreparationDay['dishes'][number]> }
  >();
  for (const r of reservations) {
    if (r.status !== 'confirmed') continue;
    const day = r.reservation_date.slice(0, 10);
    const entry = days.get(day) ?? { reservations: 0, dishes: new Map() };
    entry.reservations++;
    for (const d of r.dishes) {
      const line = entry.dishes.get(d.dish_id) ?? { dish_id: d.dish_id, dish_name: d.dish_name, quantity: 0 };
      line.quantity += d.quantity;
      entry.dishes.set(d.dish_id, line);
    }
    days.set(day, entry);
  }
  const preparation = [...days.entries()].map(([day, e]) => ({
    day,
    reservations: e.reservations,
    dishes: [...e.dishes.values()].sort(
      (a, b) => b.quantity - a.quantity || a.dish_name.localeCompare(b.dish_name),
    ),
  }));
  return { reservations, preparation };
}

/**
 * Staff mark a paid reservation ready, picked up or not picked up (decision 0030); audited, and 'ready'
 * announced so the customer gets the "prête à retirer" e-mail. The same status twice (a double tap) changes nothing.
 */
export async function setReservationStatus(
  deps: { db: Db; outbox: Outbox; clock?: Clock },
  id: string,
  to: StaffReservationStatus,
  actorId: string,
): Promise<ReservationSummary> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const found = await repo.findReservation(trx, id);
    if (!found) throw notFound();
    const from = found.status;
    if (from === to) return toReservationSummary(found);
    // A cash one is prepared unpaid, and handed over once its cash is collected (decision 0051).
    if (found.is_paid !== 1 && from !== 'cancelled') {
      if (found.payment_method !== 'cash') {
        throw new AppError(422, 'RESERVATION_NOT_PAID', adminReservationMessages.notPaid);
      }
      if (to === 'picked_up') {
        throw new AppError(422, 'CASH_NOT_COLLECTED', reservationCashMessages.notCollected);
      }
    }
    if (!canMoveReservation(from, to)) {
      const why =
        to === 'picked_up' && from === 'confirmed'
          ? adminReservationMessages.notReady
          : adminReservationMessages.invalidTransition;
      throw new AppError(422, 'INVALID_TRANSITION', why);
    }
    const clockNow = (deps.clock ?? systemClock).now();
    // 'Non retirée' is a fact only once the pickup time has passed (decision 0039).
    if (to === 'no_show' && clockNow < parseReservationDate(found.reservation_date)!) {
      throw new AppError(422, 'PICKUP_NOT_YET', adminReservationMessages.notYetPickupTime);
    }
    const now = clockNow.toISOString();
    const moved = await repo.moveReservation(trx, id, from, to, now, actorId);
    if (!moved) throw new AppError(409, 'RESERVATION_CHANGED', adminReservationMessages.changed);
    if (to === 'ready') {
      await publish(
        trx,
        'reservation.ready',
        id,
        { reservation_id: id, user_id: moved.user_id, code: moved.code, status: to },
        now,
      );
    }
    await recordAudit(trx, {
      actorId,
      action: 'reservation.status',
      subjectType: 'reservation',
      subjectId: id,
      before: { status: from, code: found.code },
      after: { status: to, code: found.code },
    });
    return toReservationSummary(moved);
  });
  await deps.outbox.drain();
  return answer;
}

/** Takes back staff's last move of a reservation within 60 seconds; audited. */
export async function undoReservationMove(
  deps: { db: Db; clock: Clock },
  id: string,
  actorId: string,
): Promise<ReservationSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const found = await repo.findReservation(trx, id);
    if (!found) throw notFound();
    if (!found.moved_from || !found.moved_at) {
      throw new AppError(422, 'NOTHING_TO_UNDO', cancelMessages.nothingToUndo);
    }
    const now = deps.clock.now();
    if (now.getTime() - Date.parse(found.moved_at) > UNDO_SECONDS * 1000) {
      throw new AppError(422, 'UNDO_EXPIRED', cancelMessages.undoExpired);
    }
    const undone = await repo.undoReservationMove(trx, id, {
      from: found.moved_from,
      to: found.status,
      movedAt: found.moved_at,
      now: now.toISOString(),
    });
    if (!undone) throw new AppError(409, 'RESERVATION_CHANGED', adminReservationMessages.changed);
    await recordAudit(trx, {
      actorId,
      action: 'reservation.undo',
      subjectType: 'reservation',
      subjectId: id,
      before: { status: found.status, code: found.code },
      after: { status: undone.status, code: found.code },
    });
    return toReservationSummary(undone);
  });
}

/** A reservation with its dishes, whoever owns it: what its e-mails tell. Undefined when unknown. */
export async function findReservationWithDishes(db: Db, id: string) {
  const reservation = await repo.findReservation(db, id);
  if (!reservation) return undefined;
  return {
    reservation: toReservationSummary(reservation),
    userId: reservation.user_id,
    dishes: await repo.findReservationItems(db, id),
  };
}

/** A paid reservation as its invoice tells it: its dishes, total and the payment that paid it. */
export async function findReservationForInvoice(db: Db, id: string) {
  const found = await findReservationWithDishes(db, id);
  const paymentId = (await repo.findReservation(db, id))?.payment_id;
  if (!found) return undefined;
  return { ...found, payment: paymentId ? await findPaidPaymentReference(db, paymentId) : undefined };
}

/** Whether any reservation names the dish (the catalogue keeps such a dish, hidden, for its history). */
export function isDishReserved(db: Db, dishId: string): Promise<boolean> {
  return repo.dishIsReserved(db, dishId);
}

/** A caller's reservations go to the account that proved their number (decision 0064), in the caller's transaction. */
export function transferReservations(
  trx: Db,
  from: { userId: string },
  to: { userId: string },
): Promise<number> {
  return repo.transferReservations(trx, from.userId, to.userId);
}
