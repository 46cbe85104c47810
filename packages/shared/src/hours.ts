/**
 * Opening hours as data (P4.1): the weekly periods and the exceptional closures every rule reads, the
 * footer's hours by default. Lomé is on UTC+0 all year (no daylight saving), so a date's UTC fields are the
 * restaurant's local time. Everything here is pure: the instant is always an argument.
 */

import { FRENCH_MONTHS } from './calendar.js';

/** A service period, local time 'HH:MM'; open from `open` (included) until `close` (excluded, '24:00' allowed). */
export type OpeningSlot = { open: string; close: string };

/** The periods of each weekday, indexed like JavaScript's getUTCDay(): 0 Sunday, 1 Monday ... 6 Saturday. */
export type WeeklyHours = OpeningSlot[][];

/** Days the restaurant stays closed (`from`..`to` included, 'YYYY-MM-DD'), with the reason customers read. */
export type Closure = { from: string; to: string; reason: string };

export type OpeningHours = { weekly: WeeklyHours; closures: Closure[] };

/** An open stretch of time, as instants. */
export type OpenInterval = { start: Date; end: Date };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;

export const DAY_SHORT = ['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam'] as const;
export const DAY_LONG = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] as const;
/** The day names OPENING_HOURS is written with, Monday first as the footer reads. */
const DAY_KEYS = ['dim', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam'] as const;
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const weekdays = (): WeeklyHours => [[], [], [], [], [], [], []];

/** The footer's hours (P4.1): the default until OPENING_HOURS or an admin says otherwise. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  weekly: [
    [{ open: '12:00', close: '15:00' }],
    ...[1, 2, 3, 4, 5].map(() => [
      { open: '11:30', close: '14:30' },
      { open: '19:00', close: '22:30' },
    ]),
    [
      { open: '12:00', close: '15:00' },
      { open: '19:00', close: '23:00' },
    ],
  ],
  closures: [],
};

/** Every day, all day: OPENING_HOURS=24/7 (tests, demos). */
export const ALWAYS_OPEN: OpeningHours = {
  weekly: weekdays().map(() => [{ open: '00:00', close: '24:00' }]),
  closures: [],
};

export const hoursMessages = {
  format:
    'Horaires invalides : écrivez chaque jour suivi de ses services, par exemple «\u00a0lun 11:30-14:30,19:00-22:30; dim 12:00-15:00\u00a0».',
  time: 'Heure invalide : écrivez HH:MM, de 00:00 à 24:00.',
  impossible: 'Un service doit se terminer après son ouverture (de 00:00 à 24:00, sans passer minuit).',
  overlap: 'Deux services du même jour se chevauchent.',
  tooMany: 'Quatre services par jour au plus.',
  closureDate: 'Date de fermeture invalide : AAAA-MM-JJ.',
  closureOrder: 'La fin de la fermeture doit suivre son début.',
  closureReason: 'Indiquez la raison de la fermeture (elle est affichée aux clients).',
} as const;

export const toMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The errors of a set of hours, by place ('weekly.1.0', 'closures.2'), in French; empty when it is valid. */
export function openingHoursErrors(hours: OpeningHours): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  if (hours.weekly.length !== 7) return [{ path: 'weekly', message: hoursMessages.format }];
  hours.weekly.forEach((slots, day) => {
    if (slots.length > 4) errors.push({ path: `weekly.${day}`, message: hoursMessages.tooMany });
    slots.forEach((s, i) => {
      const path = `weekly.${day}.${i}`;
      if (
        !HHMM.test(s.open) ||
        !HHMM.test(s.close) ||
        toMinutes(s.open) > 1440 ||
        toMinutes(s.close) > 1440
      ) {
        errors.push({ path, message: hoursMessages.time });
      } else if (toMinutes(s.close) <= toMinutes(s.open)) {
        errors.push({ path, message: hoursMessages.impossible });
      }
    });
    const sorted = [...slots].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
    for (let i = 1; i < sorted.length; i++) {
      if (toMinutes(sorted[i]!.open) < toMinutes(sorted[i - 1]!.close)) {
        errors.push({ path: `weekly.${day}`, message: hoursMessages.overlap });
        break;
      }
    }
  });
  hours.closures.forEach((c, i) => {
    const path = `closures.${i}`;
    if (!isDay(c.from) || !isDay(c.to)) errors.push({ path, message: hoursMessages.closureDate });
    else if (c.to < c.from) errors.push({ path, message: hoursMessages.closureOrder });
    if (c.reason.trim() === '') errors.push({ path, message: hoursMessages.closureReason });
  });
  return errors;
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/**
 * Reads OPENING_HOURS: `24/7`, or days with their periods separated by ';', e.g.
 * `lun-ven 11:30-14:30,19:00-22:30; sam 12:00-15:00,19:00-23:00; dim 12:00-15:00` (a day left out is closed,
 * `fermé` says so). Returns the hours, or the French error.
 */
export function parseOpeningHours(text: string): OpeningHours | { error: string } {
  const source = text.trim();
  if (source === '24/7') return ALWAYS_OPEN;
  const weekly = weekdays();
  for (const part of source
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-zé,-]+)\s+(.+)$/i.exec(part);
    const days = m && parseDays(m[1]!.toLowerCase());
    if (!m || !days) return { error: hoursMessages.format };
    const periods = m[2]!.trim().toLowerCase();
    const slots: OpeningSlot[] = [];
    if (periods !== 'fermé' && periods !== 'ferme') {
      for (const p of periods.split(',').map((s) => s.trim())) {
        const [open, close, extra] = p.split('-');
        if (!open || !close || extra !== undefined) return { error: hoursMessages.format };
        slots.push({ open, close });
      }
    }
    for (const d of days) weekly[d] = slots;
  }
  const hours = { weekly, closures: [] };
  const errors = openingHoursErrors(hours);
  return errors.length > 0 ? { error: errors[0]!.message } : hours;
}

function parseDays(text: string): number[] | undefined {
  const out: number[] = [];
  for (const item of text.split(',')) {
    const [a, b] = item.split('-');
    const from = DAY_KEYS.indexOf(a as (typeof DAY_KEYS)[number]);
    if (from < 0) return undefined;
    if (b === undefined) {
      out.push(from);
      continue;
    }
    const to = DAY_KEYS.indexOf(b as (typeof DAY_KEYS)[number]);
    if (to < 0) return undefined;
    // Monday-first ranges: 'lun-dim' is the whole week, 'ven-lun' runs over the weekend.
    const i = WEEK_ORDER.indexOf(from as (typeof WEEK_ORDER)[number]);
    const j = WEEK_ORDER.indexOf(to as (typeof WEEK_ORDER)[number]);
    for (let k = i; ; k = (k + 1) % 7) {
      out.push(WEEK_ORDER[k]!);
      if (k === j) break;
    }
  }
  return out;
}

/** French clock notation: '11:30' -> '11h30'. */
export function formatHour(hhmm: string): string {
  return hhmm.replace(':', 'h');
}

/** A day's hours: '11h30 - 14h30 / 19h00 - 22h30', or 'Fermé'. */
export function formatSlots(slots: readonly OpeningSlot[]): string {
  if (slots.length === 0) return 'Fermé';
  return slots.map((s) => `${formatHour(s.open)} - ${formatHour(s.close)}`).join(' / ');
}

/** The week as the footer shows it: consecutive days with the same hours share a line ('Lun - Ven'). */
export function openingHoursGroups(
  hours: OpeningHours,
): { label: string; longLabel: string; slots: OpeningSlot[] }[] {
  const groups: { days: number[]; slots: OpeningSlot[] }[] = [];
  for (const day of WEEK_ORDER) {
    const slots = hours.weekly[day] ?? [];
    const last = groups.at(-1);
    if (last && formatSlots(last.slots) === formatSlots(slots)) last.days.push(day);
    else groups.push({ days: [day], slots });
  }
  return groups.map(({ days, slots }) => {
    const first = days[0]!;
    const end = days.at(-1)!;
    const one = days.length === 1;
    return {
      label: one ? DAY_SHORT[first]! : `${DAY_SHORT[first]} - ${DAY_SHORT[end]}`,
      longLabel: one ? DAY_LONG[first]! : `${DAY_LONG[first]} - ${DAY_LONG[end]}`,
      slots,
    };
  });
}

/** The footer's week: 'Lundi - Vendredi' and '11h30 - 14h30 / 19h00 - 22h30', as GET /api/restaurant/hours sends it. */
export type FooterHours = { days: string; hours: string }[];

export function footerHours(hours: OpeningHours): FooterHours {
  return openingHoursGroups(hours).map((g) => ({ days: g.longLabel, hours: formatSlots(g.slots) }));
}

/** Display lines: 'Lun - Ven : 11h30 - 14h30 / 19h00 - 22h30' (French spacing before the colon). */
export function openingHoursLines(hours: OpeningHours, style: 'short' | 'long' = 'short'): string[] {
  return openingHoursGroups(hours).map(
    (g) => `${style === 'short' ? g.label : g.longLabel} : ${formatSlots(g.slots)}`,
  );
}

/** 'YYYY-MM-DD' of an instant, Lomé time. */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The closure covering an instant's day, if any. */
export function closureOn(hours: OpeningHours, date: Date): Closure | undefined {
  const day = dayOf(date);
  return hours.closures.find((c) => c.from <= day && day <= c.to);
}

/**
 * The open intervals that meet [from, to), closures left out; periods that touch (23:00-24:00 then 00:00-01:00)
 * are one interval. An interval open at `from` keeps its true start.
 */
export function openIntervals(hours: OpeningHours, from: Date, to: Date): OpenInterval[] {
  const out: OpenInterval[] = [];
  const firstDay = Math.floor(from.getTime() / DAY_MS) - 1;
  const lastDay = Math.floor(to.getTime() / DAY_MS);
  for (let d = firstDay; d <= lastDay; d++) {
    const midnight = d * DAY_MS;
    if (closureOn(hours, new Date(midnight))) continue;
    const slots = [...(hours.weekly[new Date(midnight).getUTCDay()] ?? [])].sort(
      (a, b) => toMinutes(a.open) - toMinutes(b.open),
    );
    for (const s of slots) {
      const start = new Date(midnight + toMinutes(s.open) * MINUTE_MS);
      const end = new Date(midnight + toMinutes(s.close) * MINUTE_MS);
      const last = out.at(-1);
      if (last && last.end.getTime() >= start.getTime()) {
        if (end > last.end) last.end = end;
      } else out.push({ start, end });
    }
  }
  return out.filter((i) => i.end > from && i.start < to);
}

/** The interval the restaurant is open in at `now`, if it is open. */
export function currentInterval(hours: OpeningHours, now: Date): OpenInterval | undefined {
  // Looked for over a week ahead, so a service that runs on past midnight (24/7 above all) ends where it truly ends.
  return openIntervals(hours, now, new Date(now.getTime() + 8 * DAY_MS)).find(
    (i) => i.start <= now && now < i.end,
  );
}

/** Whether the restaurant is serving at this instant, Lomé time. */
export function isOpenAt(hours: OpeningHours, date: Date): boolean {
  return currentInterval(hours, date) !== undefined;
}

/** The next opening strictly after `now` (within four weeks), or null when none is planned. */
export function nextOpening(hours: OpeningHours, now: Date): Date | null {
  const next = openIntervals(hours, now, new Date(now.getTime() + 28 * DAY_MS)).find((i) => i.start > now);
  return next?.start ?? null;
}

/** '13h05' of an instant, Lomé time. */
export function frenchTime(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(11, 13)}h${iso.slice(14, 16)}`;
}

/** "aujourd'hui", "demain", a weekday within the week ('lundi'), else 'le 2 décembre'. */
export function frenchDay(date: Date, now: Date): string {
  const days = Math.round(
    (Date.parse(`${dayOf(date)}T00:00:00Z`) - Date.parse(`${dayOf(now)}T00:00:00Z`)) / DAY_MS,
  );
  if (days === 0) return "aujourd'hui";
  if (days === 1) return 'demain';
  if (days > 1 && days < 7) return DAY_LONG[date.getUTCDay()]!.toLowerCase();
  return `le ${date.getUTCDate()} ${FRENCH_MONTHS[date.getUTCMonth()]}`;
}

/** "demain à 11h30". */
export const frenchMoment = (date: Date, now: Date): string =>
  `${frenchDay(date, now)} à ${frenchTime(date)}`;
