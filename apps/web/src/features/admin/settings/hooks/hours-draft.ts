import type { Closure, OpeningHours } from '@lome/shared';
import type { FieldErrors } from '@/lib/form-errors';

/** Four periods a day at most, as the shared schema accepts. */
export const MAX_PERIODS = 4;

export type HoursAction =
  | { type: 'slot'; day: number; index: number; field: 'open' | 'close'; value: string }
  | { type: 'addSlot'; day: number }
  | { type: 'removeSlot'; day: number; index: number }
  | { type: 'closed'; day: number; closed: boolean }
  | { type: 'closure'; index: number; field: keyof Closure; value: string }
  | { type: 'addClosure'; day: string }
  | { type: 'removeClosure'; index: number }
  | { type: 'reset'; hours: OpeningHours };

/** Whether an action moves the rows (their errors, keyed by index, then point at the wrong ones). */
export const movesRows = (action: HoursAction) => action.type !== 'slot' && action.type !== 'closure';

const emptySlot = () => ({ open: '', close: '' });

// A time field cannot show 24:00: a period ending at midnight is shown, and typed, as ending at 00:00.
export function draftOf(hours: OpeningHours): OpeningHours {
  return {
    weekly: hours.weekly.map((slots) =>
      slots.map((s) => ({ open: s.open, close: s.close === '24:00' ? '00:00' : s.close })),
    ),
    closures: hours.closures.map((c) => ({ ...c })),
  };
}

/** The hours as the API takes them: a period closing at 00:00 closes at midnight, 24:00. */
export function hoursOf(draft: OpeningHours): OpeningHours {
  return {
    weekly: draft.weekly.map((slots) =>
      slots.map((s) => ({ open: s.open, close: s.close === '00:00' ? '24:00' : s.close })),
    ),
    closures: draft.closures.map((c) => ({ ...c, reason: c.reason.trim() })),
  };
}

const withDay = (draft: OpeningHours, day: number, slots: OpeningHours['weekly'][number]) => ({
  ...draft,
  weekly: draft.weekly.map((s, d) => (d === day ? slots : s)),
});

/** The editor's changes: a day's periods, a day closed or opened, the closures. */
export function hoursReducer(draft: OpeningHours, action: HoursAction): OpeningHours {
  switch (action.type) {
    case 'slot': {
      const slots = draft.weekly[action.day]!.map((s, i) =>
        i === action.index ? { ...s, [action.field]: action.value } : s,
      );
      return withDay(draft, action.day, slots);
    }
    case 'addSlot':
      return withDay(draft, action.day, [...draft.weekly[action.day]!, emptySlot()].slice(0, MAX_PERIODS));
    case 'removeSlot':
      return withDay(
        draft,
        action.day,
        draft.weekly[action.day]!.filter((_, i) => i !== action.index),
      );
    case 'closed':
      return withDay(draft, action.day, action.closed ? [] : [emptySlot()]);
    case 'closure':
      return {
        ...draft,
        closures: draft.closures.map((c, i) =>
          i === action.index ? { ...c, [action.field]: action.value } : c,
        ),
      };
    case 'addClosure':
      return { ...draft, closures: [...draft.closures, { from: action.day, to: action.day, reason: '' }] };
    case 'removeClosure':
      return { ...draft, closures: draft.closures.filter((_, i) => i !== action.index) };
    case 'reset':
      return draftOf(action.hours);
  }
}

/** The messages for a place and the fields under it ('closures.0' gathers 'closures.0.reason' too). */
export function messagesAt(errors: FieldErrors, path: string): string[] {
  const found = Object.entries(errors)
    .filter(([key, message]) => message && (key === path || key.startsWith(`${path}.`)))
    .map(([, message]) => message!);
  return [...new Set(found)];
}
