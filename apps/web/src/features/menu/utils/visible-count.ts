/** P11.7: how many items each part of the menu shows before 'Voir plus'. */
export const GROUP_INITIAL = 4;
export const GROUP_STEP = 4;
export const FLAT_INITIAL = 6;
export const FILTER_BAR_INITIAL = 4;

/** How many items remain hidden when `visible` of `total` are shown. */
export function remainingCount(total: number, visible: number): number {
  return Math.max(0, total - visible);
}

/** The next visible count after one 'Voir plus': `step` more, never more than the total. */
export function showMore(visible: number, total: number, step: number = GROUP_STEP): number {
  return Math.min(total, visible + step);
}

/** Which toggle a list offers: 'more' while items are hidden, 'less' once expanded past the initial count. */
export function listToggle(total: number, visible: number, initial: number): 'more' | 'less' | null {
  if (total <= initial) return null;
  return visible < total ? 'more' : 'less';
}

/** P11.7's 'Voir plus (N restants)', in the singular for one dish. */
export function showMoreLabel(remaining: number): string {
  return `Voir plus (${remaining} restant${remaining > 1 ? 's' : ''})`;
}
