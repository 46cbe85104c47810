/**
 * What a dish needing notice says and asks (decision 0078), apart from the pickup rule so that the cart's notice
 * and the dish cards load no clock code: no import here.
 */

/** A dish of the basket that needs notice, and how many hours. */
export type NoticeDish = { name: string; hours: number };

/** The hours of notice a dish needs: its own, 24 for one marked without a figure, 0 without notice. */
export const noticeHoursOf = (d: {
  requires_advance_notice?: boolean;
  advance_notice_hours?: number;
}): number => (d.requires_advance_notice ? (d.advance_notice_hours ?? 24) : 0);

/** The longest notice of the dishes, in hours; 0 when none needs any. */
export const longestNotice = (dishes: readonly NoticeDish[]): number =>
  Math.max(0, ...dishes.map((d) => d.hours));

/** 'A', 'A et B', 'A, B et C'. */
const frenchList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;

/** "Le Gâteau coco se réserve 48 h à l'avance", or for several "A (48 h) et B (24 h) se réservent à l'avance". */
export function noticePhrase(dishes: readonly NoticeDish[]): string {
  const same = dishes.every((d) => d.hours === dishes[0]?.hours);
  if (dishes.length === 1) return `${dishes[0]!.name} se réserve ${dishes[0]!.hours} h à l'avance`;
  if (same) return `${frenchList(dishes.map((d) => d.name))} se réservent ${dishes[0]!.hours} h à l'avance`;
  return `${frenchList(dishes.map((d) => `${d.name} (${d.hours} h)`))} se réservent à l'avance`;
}
