import {
  ADMIN_SETTING_RULES,
  asapRefusal,
  CASH_MAX_SETTING_KEY,
  cashRefusal,
  DEFAULT_KITCHEN_TIMES,
  DEFAULT_OPENING_HOURS,
  deliverySlots,
  estimateFor,
  KITCHEN_SETTING_KEYS,
  kitchenMessages,
  openingHoursSchema,
  parseOpeningHours,
  fromMoment,
  longestNotice,
  noticePhrase,
  pauseActive,
  pickupRefusal,
  preparationStartsAt,
  restaurantStatus,
  slotError,
  type KitchenPause,
  type NoticeDish,
  type PickupRefusal,
  type KitchenTimes,
  type OpeningHours,
  type RestaurantStatus,
} from '@lome/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { renewPublicPages } from '../catalogue/catalogue.service.js';
import { publish, type Outbox } from '../events/events.service.js';
import * as settings from '../settings/settings.store.js';

/**
 * The restaurant's clock (P4.3): the opening hours every rule and page reads, the pause and rush switches,
 * the timing settings, and the checks an order or a pickup must pass. Every function takes the instant it
 * judges.
 */

const HOURS_KEY = 'restaurant.opening_hours';
const PAUSE_KEY = 'kitchen.pause';
const RUSH_KEY = 'kitchen.rush';
const HOUR_MS = 3_600_000;

export type KitchenDeps = { db: Db; env: Pick<Env, 'OPENING_HOURS'>; clock: Clock };
export type KitchenEventDeps = KitchenDeps & { outbox: Outbox };

/** The timing settings and the escalation delays, as saved in Réglages (defaults otherwise). */
export type KitchenSettings = KitchenTimes & {
  escalateAfterMinutes: number;
  autoCancelAfterMinutes: number;
  /** An unpaid order or reservation with no payment in progress is cancelled as expired after this. */
  unpaidExpiryMinutes: number;
};

const SETTING_NAMES = {
  preparationMinutes: 'preparation_minutes',
  deliveryMinutesPerKm: 'delivery_minutes_per_km',
  lastOrderMarginMinutes: 'last_order_margin_minutes',
  escalateAfterMinutes: 'escalate_after_minutes',
  autoCancelAfterMinutes: 'auto_cancel_after_minutes',
  unpaidExpiryMinutes: 'unpaid_expiry_minutes',
} as const;
const DEFAULTS: KitchenSettings = {
  ...DEFAULT_KITCHEN_TIMES,
  escalateAfterMinutes: 5,
  autoCancelAfterMinutes: 20,
  unpaidExpiryMinutes: 30,
};

export async function getKitchenSettings(db: Db): Promise<KitchenSettings> {
  const stored = await settings.readSettings(db, Object.values(KITCHEN_SETTING_KEYS));
  const out = { ...DEFAULTS };
  for (const [field, key] of Object.entries(KITCHEN_SETTING_KEYS) as [keyof KitchenSettings, string][]) {
    const value = Number(stored.get(key));
    const { min, max } = ADMIN_SETTING_RULES[SETTING_NAMES[field]];
    // A value outside the accepted range (edited by hand) falls back to the default rather than break ordering.
    if (stored.has(key) && Number.isInteger(value) && value >= min && value <= max) out[field] = value;
  }
  return out;
}

/**
 * The cash cap in FCFA (P8.1), beside the restaurant's other terms; 0, the default, means the restaurant
 * takes no cash.
 */
export async function getCashMaxAmount(db: Db): Promise<number> {
  const stored = await settings.readSettings(db, [CASH_MAX_SETTING_KEY]);
  const value = Number(stored.get(CASH_MAX_SETTING_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Refuses (422) paying `total` in cash, an order's or a reservation's, while cash is off or over the cap (P8.1). */
export async function assertCashAllowed(db: Db, total: number): Promise<void> {
  const refusal = cashRefusal(total, await getCashMaxAmount(db));
  if (refusal) throw new AppError(422, 'CASH_NOT_ALLOWED', refusal, { payment_method: [refusal] });
}

/** The hours admins saved, else OPENING_HOURS, else the footer's (P4.1). */
export async function getOpeningHours(deps: Pick<KitchenDeps, 'db' | 'env'>): Promise<OpeningHours> {
  const stored = (await settings.readSettings(deps.db, [HOURS_KEY])).get(HOURS_KEY);
  if (stored) {
    const parsed = openingHoursSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  }
  const fromEnv = deps.env.OPENING_HOURS ? parseOpeningHours(deps.env.OPENING_HOURS) : undefined;
  return fromEnv && !('error' in fromEnv) ? fromEnv : DEFAULT_OPENING_HOURS;
}

/** Saves the hours with their audit row; the server-rendered pages (footer) are renewed with them. */
export async function saveOpeningHours(
  deps: Pick<KitchenDeps, 'db' | 'env'>,
  hours: OpeningHours,
  actorId: string,
): Promise<OpeningHours> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await getOpeningHours({ db: trx, env: deps.env });
    if (JSON.stringify(before) === JSON.stringify(hours)) return before;
    await settings.writeSetting(trx, HOURS_KEY, JSON.stringify(hours));
    await renewPublicPages(trx);
    await recordAudit(trx, {
      actorId,
      action: 'settings.hours',
      subjectType: 'settings',
      before,
      after: hours,
    });
    return hours;
  });
}

async function readSwitches(db: Db): Promise<{ pause: KitchenPause | null; rush: boolean }> {
  const stored = await settings.readSettings(db, [PAUSE_KEY, RUSH_KEY]);
  const pause = stored.get(PAUSE_KEY);
  return { pause: pause ? (JSON.parse(pause) as KitchenPause) : null, rush: stored.get(RUSH_KEY) === '1' };
}

/** Whether the kitchen takes ASAP orders now, as everyone sees it. */
export async function getRestaurantStatus(deps: KitchenDeps): Promise<RestaurantStatus> {
  const [hours, { pause, rush }, times] = await Promise.all([
    getOpeningHours(deps),
    readSwitches(deps.db),
    getKitchenSettings(deps.db),
  ]);
  return restaurantStatus({ hours, pause, rush, times, now: deps.clock.now() });
}

/** The delivery slots offered now (starts, ISO). */
export async function getDeliverySlots(deps: KitchenDeps): Promise<string[]> {
  const [hours, times] = await Promise.all([getOpeningHours(deps), getKitchenSettings(deps.db)]);
  return deliverySlots(hours, times, deps.clock.now()).map((d) => d.toISOString());
}

/**
 * The timing of a new delivery order, or the 422 that refuses it with nothing created: an ASAP order only while
 * the kitchen takes orders, a slot only among those offered, a dish needing notice only after its own hours.
 */
export async function planDelivery(
  deps: KitchenDeps,
  input: { scheduledFor?: string; noticeDishes: readonly NoticeDish[]; distanceM: number },
): Promise<{ scheduledFor: string | null; estimatedAt: string }> {
  const now = deps.clock.now();
  const [hours, { pause, rush }, times] = await Promise.all([
    getOpeningHours(deps),
    readSwitches(deps.db),
    getKitchenSettings(deps.db),
  ]);
  const slot = input.scheduledFor ? new Date(input.scheduledFor) : null;
  // Each dish's own notice, to the minute; the refusal names the first slot that allows them all.
  const late = input.noticeDishes.filter((d) => !slot || slot.getTime() - now.getTime() < d.hours * HOUR_MS);
  if (late.length > 0) {
    const notice = longestNotice(input.noticeDishes) * HOUR_MS;
    const from = deliverySlots(hours, times, new Date(now.getTime() + notice))[0];
    const message = kitchenMessages.notice(
      noticePhrase(late),
      from ? fromMoment(from, now) : 'dès que nos horaires le permettent',
    );
    throw new AppError(422, 'ADVANCE_NOTICE_REQUIRED', message, { scheduled_for: [message] });
  }
  if (slot) {
    const error = slotError(hours, times, slot, now);
    if (error) throw new AppError(422, 'SLOT_UNAVAILABLE', error, { scheduled_for: [error] });
  } else {
    const refusal = asapRefusal(restaurantStatus({ hours, pause, rush, times, now }), now);
    if (refusal) throw new AppError(422, refusal.code, refusal.message);
  }
  const estimated = estimateFor({ scheduledFor: slot, from: now, distanceM: input.distanceM, times, rush });
  return { scheduledFor: slot?.toISOString() ?? null, estimatedAt: estimated.toISOString() };
}

/**
 * When a paid order is expected and when the kitchen must start it, worked out at its payment: an ASAP order's
 * estimate runs from then (with the rush delay in force), a scheduled one keeps its slot.
 */
export async function timingAtPayment(
  deps: Pick<KitchenDeps, 'db' | 'clock'>,
  order: { scheduledFor: string | null; distanceM: number },
): Promise<{ estimatedAt: string; prepStartsAt: string }> {
  const now = deps.clock.now();
  const [{ rush }, times] = await Promise.all([readSwitches(deps.db), getKitchenSettings(deps.db)]);
  const scheduledFor = order.scheduledFor ? new Date(order.scheduledFor) : null;
  const estimated = estimateFor({ scheduledFor, from: now, distanceM: order.distanceM, times, rush });
  const start = preparationStartsAt({ scheduledFor, paidAt: now, distanceM: order.distanceM, times });
  return { estimatedAt: estimated.toISOString(), prepStartsAt: start.toISOString() };
}

/** Why a pickup at `pickup` is refused now for dishes with their notice (decision 0078), or null. */
export async function pickupRefusalNow(
  deps: KitchenDeps,
  pickup: Date,
  notice: readonly NoticeDish[],
): Promise<PickupRefusal | null> {
  return pickupRefusal(await getOpeningHours(deps), pickup, deps.clock.now(), notice);
}

/** Pauses ASAP orders for `minutes` (null: until resumed); audited and announced to the boards. */
export async function pauseOrders(
  deps: KitchenEventDeps,
  input: { minutes: number | null; message: string | null },
  actorId: string,
): Promise<RestaurantStatus> {
  const now = deps.clock.now();
  const pause: KitchenPause = {
    until: input.minutes === null ? null : new Date(now.getTime() + input.minutes * 60_000).toISOString(),
    message: input.message,
  };
  await switchKitchen(deps, actorId, 'kitchen.paused', async (trx) => {
    await settings.writeSetting(trx, PAUSE_KEY, JSON.stringify(pause));
    return { pause };
  });
  return getRestaurantStatus(deps);
}

/** Lifts the pause (a no-op when none is in force). */
export async function resumeOrders(deps: KitchenEventDeps, actorId: string): Promise<RestaurantStatus> {
  const { pause } = await readSwitches(deps.db);
  if (pauseActive(pause, deps.clock.now())) {
    await switchKitchen(deps, actorId, 'kitchen.resumed', async (trx) => {
      await settings.deleteSetting(trx, PAUSE_KEY);
      return { pause: null };
    });
  } else if (pause) await settings.deleteSetting(deps.db, PAUSE_KEY);
  return getRestaurantStatus(deps);
}

/** Rush mode: +15 minutes on every new estimate. */
export async function setRush(
  deps: KitchenEventDeps,
  on: boolean,
  actorId: string,
): Promise<RestaurantStatus> {
  const { rush } = await readSwitches(deps.db);
  if (rush !== on) {
    await switchKitchen(deps, actorId, 'kitchen.rush', async (trx) => {
      await settings.writeSetting(trx, RUSH_KEY, on ? '1' : '0');
      return { rush: on };
    });
  }
  return getRestaurantStatus(deps);
}

/** One switch of the kitchen: the change, its audit row and its event, in one transaction. */
async function switchKitchen(
  deps: KitchenEventDeps,
  actorId: string,
  type: 'kitchen.paused' | 'kitchen.resumed' | 'kitchen.rush',
  change: (trx: Db) => Promise<Record<string, unknown>>,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await readSwitches(trx);
    const after = await change(trx);
    const at = deps.clock.now().toISOString();
    await recordAudit(trx, {
      actorId,
      action: type,
      subjectType: 'kitchen',
      before: type === 'kitchen.rush' ? { rush: before.rush } : { pause: before.pause },
      after,
    });
    // An event is unique per (type, subject): each switch is a subject of its own.
    await publish(trx, type, `kitchen:${newId()}`, { ...after, actor_id: actorId }, at);
  });
  await deps.outbox.drain();
}
