import type { Category, MenuDish } from '@lome/shared';
import { foldText } from './text';

/** The category filter's value for "every category" (spec §4 Filters: default all). */
export const ALL_CATEGORIES = 'all';

/** Dishes whose name or description contains the search text, ignoring case and accents; blank keeps all. */
export function searchDishes(dishes: readonly MenuDish[], search: string): MenuDish[] {
  const q = foldText(search);
  if (!q) return [...dishes];
  return dishes.filter((d) => foldText(d.name).includes(q) || foldText(d.description).includes(q));
}

/** Dishes of one category; the 'all' filter keeps every dish. */
export function filterByCategory(dishes: readonly MenuDish[], categoryId: string): MenuDish[] {
  if (categoryId === ALL_CATEGORIES) return [...dishes];
  return dishes.filter((d) => d.category === categoryId);
}

export type DishGroup = { category: Category; dishes: MenuDish[] };

/** Name of the group that collects dishes without a known category. */
export const OTHER_DISHES = 'Autres plats';

/**
 * Groups dishes under their category, in the categories' order, leaving out empty categories.
 * Dishes without a known category come last, under 'Autres plats', so none is hidden.
 */
export function groupByCategory(dishes: readonly MenuDish[], categories: readonly Category[]): DishGroup[] {
  const known = new Set(categories.map((c) => c.id));
  const groups = categories
    .map((category) => ({ category, dishes: dishes.filter((d) => d.category === category.id) }))
    .filter((g) => g.dishes.length > 0);
  const orphans = dishes.filter((d) => !known.has(d.category));
  if (orphans.length > 0) {
    groups.push({ category: { id: ALL_CATEGORIES, name: OTHER_DISHES, bgImage: null }, dishes: orphans });
  }
  return groups;
}

/** '1 plat', '3 plats': plural above 1 (spec §2 menu). */
export function dishCountLabel(count: number): string {
  return `${count} ${count > 1 ? 'plats' : 'plat'}`;
}
