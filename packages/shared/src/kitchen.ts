import {
  closureOn,
  currentInterval,
  frenchMoment,
  frenchTime,
  nextOpening,
  openIntervals,
  type OpeningHours,
} from './hours.js';

/**
 * The kitchen's clock (P4.3): whether it takes orders now, the delivery slots it offers, when an order is
 * expected and when staff must start it. Pure functions of the hours, the settings and an instant.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const SLOT_MINUTES = 15;
export const SCHEDULE_DAYS = 7;
/** What rush mode adds to every new estimate. */
export const RUSH_EXTRA_MINUTES = 15;
/** What "+10 min" on the board adds to an order's estimate. */
export const DELAY_STEP_MINUTES = 10;
/** The pause lengths staff choose from on the board; null is "until resumed". */
export const PAUSE_CHOICES = [15, 30, 60, null] as const;

/** The settings of the kitchen's timing, in whole minutes (editable in Réglages). */
export type KitchenTimes = {
  preparationMinutes: number;
  deliveryMinutesPerKm: number;
  lastOrderMarginMinutes: number;
};

export const DEFAULT_KITCHEN_TIMES: KitchenTimes = {
  preparationMinutes: 25,
  deliveryMinutesPerKm: 3,
  lastOrderMarginMinutes: 30,
};

/** A pause of ASAP orders; `until` null lasts until staff resume. */
export type KitchenPause = { until: string | null; message: string | null };

/** GET /api/restaurant/status (P4.3). */
export type RestaurantStatus = {
  open: boolean;
  paused: boolean;
  accepting_orders: boolean;
  message: string;
  next_open_at: string | null;
  closes_at: string | null;
  /** Ours: the last moment an ASAP order is taken in the current service. */
  last_order_at: string | null;
  /** Ours: when a timed pause ends (null when not paused or paused until resumed). */
  paused_until: string | null;
  /** Ours: the message staff left with the pause. */
  pause_message: string | null;
  rush: boolean;
  /** Ours: cash at the door up to this many FCFA; 0 or absent, no cash. */
  cash_max_amount?: number;
};

export const kitchenMessages = {
  closed: (next: string) =>
    `Le restaurant ne prend pas de commande pour le moment (${next}). Programmez votre commande pour plus tard.`,
  paused: (back: string) =>
    `Les commandes immédiates sont en pause${back}. Vous pouvez programmer votre commande pour plus tard.`,
  slot: (next: string) =>
    `Ce créneau n'est pas disponible : choisissez un créneau de 15 minutes pendant nos heures d'ouverture, dans les 7 prochains jours (${next}).`,
  slotNeeded: 'Choisissez un créneau de livraison.',
  notice: (dishes: string, from: string) => `${dishes} : programmez la livraison ${from}.`,
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether a stored pause is in force at `now`. */
export function pauseActive(pause: KitchenPause | null, now: Date): boolean {
  return !!pause && (pause.until === null || Date.parse(pause.until) > now.getTime());
}

/** 'ouvre demain à 11h30', or 'aucune ouverture prévue'. */
function opensPhrase(next: Date | null, now: Date): string {
  return next ? `ouvre ${frenchMoment(next, now)}` : 'aucune ouverture prévue';
}

/** Whether the kitchen takes ASAP orders at `now`, and what customers read about it. */
export function restaurantStatus(input: {
  hours: OpeningHours;
  pause: KitchenPause | null;
  rush: boolean;
  times: KitchenTimes;
  now: Date;
}): RestaurantStatus {
  const { hours, times, now } = input;
  const interval = currentInterval(hours, now);
  const paused = pauseActive(input.pause, now);
  const lastOrder = interval
    ? new Date(interval.end.getTime() - times.lastOrderMarginMinutes * MINUTE_MS)
    : null;
  const beforeLastOrder = !!lastOrder && now < lastOrder;
  const accepting = !!interval && !paused && beforeLastOrder;
  const pausedUntil = paused && input.pause!.until ? new Date(input.pause!.until) : null;
  // When ASAP orders are taken again: the pause's end if the kitchen is open then, else the next opening.
  let next: Date | null = null;
  if (!accepting) {
    const pauseEndsInService =
      pausedUntil && beforeLastOrder && lastOrder && pausedUntil < lastOrder ? pausedUntil : null;
    next = pauseEndsInService ?? (paused && !pausedUntil && beforeLastOrder ? null : nextOpening(hours, now));
  }
  let message: string;
  if (accepting) message = `Ouvert · commandes jusqu'à ${frenchTime(lastOrder!)}`;
  else if (paused && beforeLastOrder) {
    message = pausedUntil
      ? `Commandes en pause · reprise vers ${frenchTime(pausedUntil)}`
      : 'Commandes en pause';
  } else if (interval)
    message = `Dernières commandes passées · ${opensPhrase(next, now).replace('ouvre', 'reprise')}`;
  else {
    const closure = closureOn(hours, now);
    message = `${closure ? closure.reason : 'Fermé'} · ${opensPhrase(next, now)}`;
  }
  return {
    open: !!interval,
    paused,
    accepting_orders: accepting,
    message,
    next_open_at: iso(next),
    closes_at: iso(interval?.end ?? null),
    last_order_at: iso(lastOrder),
    paused_until: iso(pausedUntil),
    pause_message: paused ? input.pause!.message : null,
    rush: input.rush,
  };
}

/** Why an ASAP order is refused now ({code, message}), or null when the kitchen takes it. */
export function asapRefusal(status: RestaurantStatus, now: Date): { code: string; message: string } | null {
  if (status.accepting_orders) return null;
  const when = status.next_open_at ? frenchMoment(new Date(status.next_open_at), now) : null;
  if (status.paused && status.open && status.last_order_at && now < new Date(status.last_order_at)) {
    return {
      code: 'ORDERS_PAUSED',
      message: kitchenMessages.paused(
        when ? ` jusque vers ${frenchTime(new Date(status.next_open_at!))}` : '',
      ),
    };
  }
  return {
    code: 'RESTAURANT_CLOSED',
    message: kitchenMessages.closed(when ? `nous ouvrons ${when}` : 'aucune ouverture prévue'),
  };
}

/** The earliest slot start a scheduled delivery may have: the preparation time from now. */
const earliestSlot = (now: Date, times: KitchenTimes) => now.getTime() + times.preparationMinutes * MINUTE_MS;

/**
 * The delivery slots offered (starts of 15-minute slots): inside the opening hours of the next 7 days, each
 * ending by the last-order time (closing minus the margin), starting no sooner than the preparation time.
 */
export function deliverySlots(hours: OpeningHours, times: KitchenTimes, now: Date): Date[] {
  const slotMs = SLOT_MINUTES * MINUTE_MS;
  const horizon = now.getTime() + SCHEDULE_DAYS * DAY_MS;
  const from = earliestSlot(now, times);
  const out: Date[] = [];
  for (const i of openIntervals(hours, now, new Date(horizon))) {
    const lastEnd = i.end.getTime() - times.lastOrderMarginMinutes * MINUTE_MS;
    for (let t = Math.ceil(i.start.getTime() / slotMs) * slotMs; t + slotMs <= lastEnd; t += slotMs) {
      if (t >= from && t <= horizon) out.push(new Date(t));
    }
  }
  return out;
}

/** Whether `slot` is one of the slots offered at `now`: null when it is, else the French reason. */
export function slotError(hours: OpeningHours, times: KitchenTimes, slot: Date, now: Date): string | null {
  const t = slot.getTime();
  const slotMs = SLOT_MINUTES * MINUTE_MS;
  const ok =
    t % slotMs === 0 &&
    t >= earliestSlot(now, times) &&
    t <= now.getTime() + SCHEDULE_DAYS * DAY_MS &&
    openIntervals(hours, slot, new Date(t + 2 * DAY_MS)).some(
      (i) =>
        i.start.getTime() <= t && t + slotMs <= i.end.getTime() - times.lastOrderMarginMinutes * MINUTE_MS,
    );
  if (ok) return null;
  const first = deliverySlots(hours, times, now)[0];
  return kitchenMessages.slot(
    first ? `premier créneau libre : ${frenchMoment(first, now)}` : 'aucun créneau libre',
  );
}

/** The minutes a delivery takes for a distance in metres, at the setting's minutes per kilometre. */
export const travelMinutes = (distanceM: number, times: KitchenTimes) =>
  Math.ceil((distanceM / 1000) * times.deliveryMinutesPerKm);

/**
 * The time promised for an order: for ASAP, `from` + preparation + delivery for the distance + the rush delay;
 * for a scheduled one, its slot; a pickup, its pickup time.
 */
export function estimateFor(input: {
  scheduledFor: Date | null;
  from: Date;
  distanceM: number;
  times: KitchenTimes;
  rush: boolean;
}): Date {
  if (input.scheduledFor) return input.scheduledFor;
  const minutes =
    input.times.preparationMinutes +
    travelMinutes(input.distanceM, input.times) +
    (input.rush ? RUSH_EXTRA_MINUTES : 0);
  return new Date(input.from.getTime() + minutes * MINUTE_MS);
}

/** When the kitchen must start an order: at once for ASAP (its payment), else slot - preparation - travel. */
export function preparationStartsAt(input: {
  scheduledFor: Date | null;
  paidAt: Date;
  distanceM: number;
  times: KitchenTimes;
}): Date {
  if (!input.scheduledFor) return input.paidAt;
  const lead = input.times.preparationMinutes + travelMinutes(input.distanceM, input.times);
  const start = new Date(input.scheduledFor.getTime() - lead * MINUTE_MS);
  return start > input.paidAt ? start : input.paidAt;
}

/**
 * Where a paid, unaccepted order stands: 'ok', 'late' (alarm red, admins e-mailed) after `escalateMinutes` from
 * when it was due to start, 'expired' (cancelled with a refund) after `cancelMinutes`.
 */
export function acceptanceStage(
  dueAt: Date,
  now: Date,
  escalateMinutes: number,
  cancelMinutes: number,
): 'waiting' | 'ok' | 'late' | 'expired' {
  const waited = now.getTime() - dueAt.getTime();
  if (waited < 0) return 'waiting';
  if (waited >= cancelMinutes * MINUTE_MS) return 'expired';
  if (waited >= escalateMinutes * MINUTE_MS) return 'late';
  return 'ok';
}

/** "prévue vers 13h05 (dans 25 min)", for the customer's pages. */
export function estimateLabel(estimatedAt: Date, now: Date): string {
  const left = Math.round((estimatedAt.getTime() - now.getTime()) / MINUTE_MS);
  const sameDay = estimatedAt.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  const when = sameDay
    ? `vers ${frenchTime(estimatedAt)}`
    : `${frenchMoment(estimatedAt, now).replace(' à ', ' vers ')}`;
  if (left <= 0) return `prévue ${when}`;
  if (left < 120) return `prévue ${when} (dans ${left} min)`;
  return `prévue ${when}`;
}
