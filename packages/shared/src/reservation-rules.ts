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

/** A paid reservation can be cancelled until this long before its pickup, when the kitchen starts on it. */
export const CANCEL_NOTICE_HOURS = 2;

const HOUR_MS = 3_600_000;

export const reservationMessages = {
  cancelled: 'Réservation annulée avec succès',
  cannotCancel: 'Cette réservation ne peut plus être annulée.',
  tooLateToCancel: `Cette réservation payée ne peut plus être annulée : le retrait est dans moins de ${CANCEL_NOTICE_HOURS} heures.`,
} as const;

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
