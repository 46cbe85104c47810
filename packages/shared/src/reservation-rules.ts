import { FRENCH_MONTHS } from './calendar.js';
import type { ReservationStatus } from './statuses.js';

const RESERVATION_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses 'YYYY-MM-DD HH:mm[:ss]' as Lomé time (UTC+0, no daylight saving); undefined when not a real date. */
export function parseReservationDate(value: string): Date | undefined {
  const m = RESERVATION_DATE.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const roundTrips =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return roundTrips ? date : undefined;
}

/** A dish marked 'Réservation à l'avance' is picked up at least this long after it is reserved. */
export const ADVANCE_NOTICE_HOURS = 24;

/** A paid reservation can be cancelled until this long before its pickup, when the kitchen starts on it. */
export const CANCEL_NOTICE_HOURS = 2;

const HOUR_MS = 3_600_000;
const QUARTER_MS = 15 * 60_000;

export const reservationMessages = {
  cancelled: 'Réservation annulée avec succès',
  cannotCancel: 'Cette réservation ne peut plus être annulée.',
  tooLateToCancel: `Cette réservation payée ne peut plus être annulée : le retrait est dans moins de ${CANCEL_NOTICE_HOURS} heures.`,
} as const;

/** '12 mars à 14:30' in Lomé time (UTC+0). */
function frenchMoment(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCDate()} ${FRENCH_MONTHS[date.getUTCMonth()]} à ${hh}:${mm}`;
}

/** 'A', 'A et B', 'A, B et C'. */
function frenchList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

/**
 * The first pickup moment a dish needing notice allows: 24 h from now, on the next quarter hour, moved into the
 * 10:00-22:00 pickup hours.
 */
export function earliestAdvancePickup(now: Date): Date {
  const earliest = new Date(
    Math.ceil((now.getTime() + ADVANCE_NOTICE_HOURS * HOUR_MS) / QUARTER_MS) * QUARTER_MS,
  );
  const minutes = earliest.getUTCHours() * 60 + earliest.getUTCMinutes();
  const day = Date.UTC(earliest.getUTCFullYear(), earliest.getUTCMonth(), earliest.getUTCDate());
  if (minutes < 10 * 60) return new Date(day + 10 * HOUR_MS);
  if (minutes > 22 * 60) return new Date(day + 24 * HOUR_MS + 10 * HOUR_MS);
  return earliest;
}

/**
 * Why a pickup at `reservationDate` ('YYYY-MM-DD HH:mm[:ss]', Lomé time) is too early for the dishes needing
 * 24 h notice among `noticeDishes` (their names), or null when it is not.
 */
export function advanceNoticeError(
  noticeDishes: readonly string[],
  reservationDate: string,
  now: Date,
): string | null {
  if (noticeDishes.length === 0) return null;
  const pickup = parseReservationDate(reservationDate);
  if (!pickup || pickup.getTime() - now.getTime() >= ADVANCE_NOTICE_HOURS * HOUR_MS) return null;
  const verb = noticeDishes.length > 1 ? 'se réservent' : 'se réserve';
  return (
    `${frenchList(noticeDishes)} ${verb} ${ADVANCE_NOTICE_HOURS} h à l'avance : ` +
    `retrait possible à partir du ${frenchMoment(earliestAdvancePickup(now))}.`
  );
}

type CancellableReservation = { status: ReservationStatus; is_paid: boolean; reservation_date: string };

/**
 * Whether the customer may cancel: an unpaid reservation at any time before it is cancelled; a paid one until
 * 2 h before its pickup (its money is then owed back). Null when allowed, else the French reason.
 */
export function reservationCancelError(r: CancellableReservation, now: Date): string | null {
  // Once staff have it ready, or it was picked up or not, it is no longer the customer's to cancel.
  if (r.status !== 'pending' && r.status !== 'confirmed') return reservationMessages.cannotCancel;
  if (!r.is_paid) return null;
  const pickup = parseReservationDate(r.reservation_date);
  if (!pickup || pickup.getTime() - now.getTime() < CANCEL_NOTICE_HOURS * HOUR_MS) {
    return reservationMessages.tooLateToCancel;
  }
  return null;
}

/** The pickup time (ISO, as a sale stores it) before which a paid reservation can no longer be cancelled. */
export function paidCancelCutoff(now: Date): string {
  return new Date(now.getTime() + CANCEL_NOTICE_HOURS * HOUR_MS).toISOString();
}
