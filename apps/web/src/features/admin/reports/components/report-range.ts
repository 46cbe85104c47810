import type { ReportRange } from '@lome/shared';

export type RangePreset = 'day' | 'week' | 'month' | 'custom';

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Today in Lomé (UTC), `YYYY-MM-DD`. */
export const lomeToday = (now = Date.now()): string => dayOf(now);

/** The range a preset names around `today`: the day, the week from Monday, the month from the 1st. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): ReportRange {
  if (preset === 'day') return { from: today, to: today };
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  const t = Date.parse(`${today}T00:00:00Z`);
  const sinceMonday = (new Date(t).getUTCDay() + 6) % 7;
  return { from: dayOf(t - sinceMonday * DAY_MS), to: today };
}
