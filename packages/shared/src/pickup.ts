import { currentInterval, frenchDay, frenchTime, openIntervals, type OpeningHours } from './hours.js';
import { SLOT_MINUTES } from './kitchen.js';
import { longestNotice, noticePhrase, type NoticeDish } from './notice.js';

/**
 * The one pickup rule (decision 0078), for the cart, /reservations, the counter and the server: a quarter hour
 * inside the opening hours (a service's last one starts a quarter before closing), after each dish's own notice
 * counted to the minute, from today to PICKUP_DAYS days ahead. Pure: the instant is an argument; Lomé is UTC.
 */

/** How many days ahead a pickup may be booked (today being day 0). */
export const PICKUP_DAYS = 7;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** The end of the pickup window: midnight after the Lomé day PICKUP_DAYS days after `now`'s. */
export const pickupHorizon = (now: Date): Date =>
  new Date((Math.floor(now.getTime() / DAY_MS) + PICKUP_DAYS + 1) * DAY_MS);

/** The pickup times offered at `now` for a basket whose longest notice is `noticeHours`: quarter-hour starts. */
export function pickupSlots(hours: OpeningHours, now: Date, noticeHours = 0): Date[] {
  const from = now.getTime() + noticeHours * HOUR_MS;
  const horizon = pickupHorizon(now).getTime();
  const out: Date[] = [];
  for (const i of openIntervals(hours, new Date(from), new Date(horizon))) {
    const end = Math.min(i.end.getTime(), horizon);
    for (let t = Math.ceil(Math.max(i.start.getTime(), from) / SLOT_MS) * SLOT_MS; t < end; t += SLOT_MS) {
      out.push(new Date(t));
    }
  }
  return out;
}

/** The times a picker offers on `day` ('YYYY-MM-DD'), as 'HH:MM'. */
export function pickupTimesOn(hours: OpeningHours, day: string, now: Date, noticeHours = 0): string[] {
  return pickupSlots(hours, now, noticeHours)
    .map((t) => t.toISOString())
    .filter((iso) => iso.startsWith(day))
    .map((iso) => iso.slice(11, 16));
}

/** The days a date picker offers: from the first day with a time to the window's last day ('YYYY-MM-DD'). */
export function pickupDayRange(
  hours: OpeningHours,
  now: Date,
  noticeHours = 0,
): { min: string; max: string } {
  const first = pickupSlots(hours, now, noticeHours)[0] ?? now;
  return {
    min: first.toISOString().slice(0, 10),
    max: new Date(pickupHorizon(now).getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}

/** "à partir de demain à 19h00", "à partir du 2 décembre à 12h00", "à partir d'aujourd'hui à 19h00". */
export function fromMoment(date: Date, now: Date): string {
  const day = frenchDay(date, now);
  const from = day.startsWith('le ')
    ? `du ${day.slice(3)}`
    : day === "aujourd'hui"
      ? "d'aujourd'hui"
      : `de ${day}`;
  return `à partir ${from} à ${frenchTime(date)}`;
}

const firstPickup = (slot: Date | undefined, now: Date) =>
  slot
    ? `retrait possible ${fromMoment(slot, now)}`
    : `aucun retrait possible dans les ${PICKUP_DAYS} prochains jours`;

export const pickupMessages = {
  past: "L'heure de retrait choisie est déjà passée.",
  window: `Le retrait se réserve au plus ${PICKUP_DAYS} jours à l'avance.`,
  notice: (dishes: readonly NoticeDish[], first: string) => `${noticePhrase(dishes)} : ${first}.`,
  closed: (first: string) => `Le restaurant est fermé à cette heure-là : ${first}.`,
} as const;

export type PickupRefusal = {
  code: 'INVALID_PICKUP_DATE' | 'ADVANCE_NOTICE_REQUIRED' | 'RESTAURANT_CLOSED';
  message: string;
};

/**
 * Why a pickup at `pickup` is refused at `now` for a basket with `notice`, or null when it is accepted; a refusal
 * for notice or hours names the first pickup that would be accepted.
 */
export function pickupRefusal(
  hours: OpeningHours,
  pickup: Date,
  now: Date,
  notice: readonly NoticeDish[] = [],
): PickupRefusal | null {
  if (pickup.getTime() < now.getTime()) return { code: 'INVALID_PICKUP_DATE', message: pickupMessages.past };
  if (pickup >= pickupHorizon(now)) return { code: 'INVALID_PICKUP_DATE', message: pickupMessages.window };
  const late = notice.filter((d) => pickup.getTime() - now.getTime() < d.hours * HOUR_MS);
  const slots = pickupSlots(hours, now, longestNotice(notice));
  if (late.length > 0) {
    return {
      code: 'ADVANCE_NOTICE_REQUIRED',
      message: pickupMessages.notice(late, firstPickup(slots[0], now)),
    };
  }
  if (!currentInterval(hours, pickup)) {
    const next = slots.find((t) => t >= pickup) ?? slots[0];
    return { code: 'RESTAURANT_CLOSED', message: pickupMessages.closed(firstPickup(next, now)) };
  }
  return null;
}
