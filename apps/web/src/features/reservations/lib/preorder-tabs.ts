import type { Category, Dish } from '@lome/shared';
import { foldText } from '@/features/menu';

/** The tabs of the pre-reservation page (P11.1), each fed by the real categories whose name matches. */
export const PREORDER_TABS = [
  { key: 'tous', label: 'Tous' },
  { key: 'entrees', label: 'Entrées' },
  { key: 'plats', label: 'Plats Principaux' },
  { key: 'desserts', label: 'Desserts' },
  { key: 'specialites', label: 'Spécialités' },
] as const;
export type PreorderTab = (typeof PREORDER_TABS)[number]['key'];

/**
 * The tab a category belongs to: starters, mains and desserts by name; every other dish category (Togolese
 * specialities, grills, vegan...) under 'Spécialités'; drinks only under 'Tous', nobody pre-orders a soda.
 */
export function tabOfCategory(name: string): Exclude<PreorderTab, 'tous'> | null {
  const n = foldText(name);
  if (n.includes('entree')) return 'entrees';
  if (n.includes('dessert')) return 'desserts';
  if (n.includes('boisson')) return null;
  if (n.includes('plat') && !n.includes('specialit')) return 'plats';
  return 'specialites';
}

/** The dishes a tab shows, in menu order. */
export function dishesOfTab(
  tab: PreorderTab,
  dishes: readonly Dish[],
  categories: readonly Category[],
): Dish[] {
  if (tab === 'tous') return [...dishes];
  const ids = new Set(categories.filter((c) => tabOfCategory(c.name) === tab).map((c) => c.id));
  return dishes.filter((d) => d.specialite_id !== null && ids.has(d.specialite_id));
}
