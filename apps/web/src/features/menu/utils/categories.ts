import type { Category } from '@lome/shared';
import { foldText } from './text';

export type CategoryIconKind = 'starter' | 'dessert' | 'default';

/** P12.3: 'entrée' gets the starter icon, 'dessert' or 'vegan' the dessert icon, anything else the default. */
export function categoryIconKind(name: string): CategoryIconKind {
  const n = foldText(name);
  if (n.includes('entree')) return 'starter';
  if (n.includes('dessert') || n.includes('vegan')) return 'dessert';
  return 'default';
}

/** True for a category whose name contains 'végan' or 'vegan', whatever the case or accents. */
export function isVeganCategory(category: Pick<Category, 'name'>): boolean {
  return foldText(category.name).includes('vegan');
}

/** Moves the first vegan category to the front, others keep their order (P11.7 home). */
export function orderVeganFirst<T extends Pick<Category, 'name'>>(categories: readonly T[]): T[] {
  const index = categories.findIndex(isVeganCategory);
  if (index <= 0) return [...categories];
  return [categories[index]!, ...categories.slice(0, index), ...categories.slice(index + 1)];
}
