import { localSpellingsOf, type Category, type MenuDish } from '@lome/shared';
import { foldText } from './text';

/** The category filter's value for "every category" (P11.7 Filters: default all). */
export const ALL_CATEGORIES = 'all';

/**
 * Dishes whose name, description or local spellings contain the search text, ignoring case and accents; blank
 * keeps all. What the menu shows until the ranked, typo-tolerant search (dish-index.ts) has loaded.
 */
export function searchDishes(dishes: readonly MenuDish[], search: string): MenuDish[] {
  const q = foldText(search);
  if (!q) return [...dishes];
  return dishes.filter((d) => {
    const text = `${d.name} ${d.description}`;
    return foldText(text).includes(q) || localSpellingsOf(text).includes(q);
  });
}

/** The categories ordered by their first dish in `dishes`: search results grouped with the best match first. */
export function categoriesInDishOrder(
  dishes: readonly MenuDish[],
  categories: readonly Category[],
): Category[] {
  const rank = new Map<string, number>();
  dishes.forEach((d, i) => {
    if (!rank.has(d.category)) rank.set(d.category, i);
  });
  const at = (c: Category) => rank.get(c.id) ?? Infinity;
  return [...categories].sort((a, b) => at(a) - at(b));
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

/** '1 plat', '3 plats': plural above 1 (P11.7 menu). */
export function dishCountLabel(count: number): string {
  return `${count} ${count > 1 ? 'plats' : 'plat'}`;
}
