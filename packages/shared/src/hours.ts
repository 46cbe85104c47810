/**
 * Opening hours: the one source (D9, the footer's). Lomé is on UTC+0 all year (no daylight saving), so a
 * date's UTC fields are the restaurant's local time.
 */
export const RESTAURANT_TIME_ZONE = 'Africa/Lome';

/** A service period, local time 'HH:MM'; open from `open` (included) until `close` (excluded). */
export type OpeningSlot = { open: string; close: string };

/** Days are JavaScript weekday numbers: 0 Sunday, 1 Monday ... 6 Saturday. */
export type OpeningPeriod = {
  days: readonly number[];
  label: string;
  longLabel: string;
  slots: readonly OpeningSlot[];
};

export const openingHours: readonly OpeningPeriod[] = [
  {
    days: [1, 2, 3, 4, 5],
    label: 'Lun - Ven',
    longLabel: 'Lundi - Vendredi',
    slots: [
      { open: '11:30', close: '14:30' },
      { open: '19:00', close: '22:30' },
    ],
  },
  {
    days: [6],
    label: 'Sam',
    longLabel: 'Samedi',
    slots: [
      { open: '12:00', close: '15:00' },
      { open: '19:00', close: '23:00' },
    ],
  },
  {
    days: [0],
    label: 'Dim',
    longLabel: 'Dimanche',
    slots: [{ open: '12:00', close: '15:00' }],
  },
];

function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** French clock notation: '11:30' -> '11h30'. */
export function formatHour(hhmm: string): string {
  return hhmm.replace(':', 'h');
}

/** A period's hours: '11h30 - 14h30 / 19h00 - 22h30'. */
export function formatSlots(slots: readonly OpeningSlot[]): string {
  return slots.map((s) => `${formatHour(s.open)} - ${formatHour(s.close)}`).join(' / ');
}

/** Display lines: 'Lun - Ven : 11h30 - 14h30 / 19h00 - 22h30' (French spacing before the colon). */
export function openingHoursLines(style: 'short' | 'long' = 'short'): string[] {
  return openingHours.map((p) => `${style === 'short' ? p.label : p.longLabel} : ${formatSlots(p.slots)}`);
}

/** The service periods of a date's weekday in Lomé (empty when closed all day). */
export function slotsOn(date: Date): readonly OpeningSlot[] {
  const day = date.getUTCDay();
  return openingHours.find((p) => p.days.includes(day))?.slots ?? [];
}

/** Whether the restaurant is serving at this instant, Lomé time. */
export function isOpenAt(date: Date): boolean {
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  return slotsOn(date).some((s) => minutes >= toMinutes(s.open) && minutes < toMinutes(s.close));
}
