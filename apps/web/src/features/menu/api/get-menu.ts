import { queryOptions } from '@tanstack/react-query';
import { toMenuDish, type Category, type Menu, type MenuDish } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useResource } from '@/lib/resource';

export type MenuData = { categories: Category[]; dishes: MenuDish[] };

/** GET /api/menu: the categories and every available dish, dishes in the front-end shape (P12.3). */
export async function getMenu(): Promise<MenuData> {
  try {
    // The server sends this through menuSchema already; parsing it again would put zod on the home page.
    const data = await api<Menu>('/menu');
    return { categories: data.categories, dishes: data.dishes.map(toMenuDish) };
  } catch (error) {
    // P11.8: the menu call logs this text and lets the caller show its alert.
    console.error('Erreur lors de la récupération des plats & ingrédiants', error);
    throw error;
  }
}

export const menuQueryKey = ['menu'] as const;

export function getMenuQueryOptions() {
  return queryOptions({
    queryKey: menuQueryKey,
    queryFn: getMenu,
    // Asked even offline: the service worker answers with the last menu it kept (decision 0034).
    networkMode: 'offlineFirst',
  });
}

/** The menu as the first page reads it: without TanStack Query (decision 0033), prefilled by the server's render. */
export const menuResource = { key: 'menu', fetch: getMenu };

/** The menu (categories in server order, dishes) with its loading and error state. */
export function useMenu() {
  return useResource(menuResource);
}
