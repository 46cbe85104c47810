import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuSchema, toMenuDish, type Category, type MenuDish } from '@lome/shared';
import { api } from '@/lib/api-client';

export type MenuData = { categories: Category[]; dishes: MenuDish[] };

/** GET /api/menu: the categories and every available dish, dishes in the front-end shape (spec §3). */
export async function getMenu(): Promise<MenuData> {
  try {
    const data = menuSchema.parse(await api<unknown>('/menu'));
    return { categories: data.categories, dishes: data.dishes.map(toMenuDish) };
  } catch (error) {
    // Spec §8: the menu call logs this text and lets the caller show its alert.
    console.error('Erreur lors de la récupération des plats & ingrédiants', error);
    throw error;
  }
}

export const menuQueryKey = ['menu'] as const;

export function getMenuQueryOptions() {
  return queryOptions({ queryKey: menuQueryKey, queryFn: getMenu });
}

/** The menu (categories in server order, dishes) with TanStack Query's loading and error state. */
export function useMenu() {
  return useQuery(getMenuQueryOptions());
}
