import { frenchDay, frenchTime } from '@lome/shared';

export type SlotDay = { day: string; label: string; times: { value: string; label: string }[] };

/** The slots (ISO starts) grouped by Lomé day, in order: "Aujourd'hui", "Demain", "Lundi"..., then by time. */
export function slotDays(slots: readonly string[], now: Date, earliest?: Date): SlotDay[] {
  const days: SlotDay[] = [];
  for (const value of slots) {
    const at = new Date(value);
    if (Number.isNaN(at.getTime()) || (earliest && at < earliest)) continue;
    const day = at.toISOString().slice(0, 10);
    let group = days.at(-1);
    if (group?.day !== day) {
      const name = frenchDay(at, now);
      days.push((group = { day, label: name[0]!.toUpperCase() + name.slice(1), times: [] }));
    }
    group.times.push({ value: at.toISOString(), label: frenchTime(at) });
  }
  return days;
}
