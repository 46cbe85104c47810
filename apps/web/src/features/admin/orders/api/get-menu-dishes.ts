import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

/** GET /api/dishes: the menu as customers see it, for the dishes of an order taken by phone. */
export const getMenuDishes = (): Promise<Dish[]> => api('/dishes');

/**
 * `live`: read again with every order event, for today's portions left; the key sits under the board's, which the
 * order stream invalidates.
 */
export function useMenuDishes(enabled: boolean, { live = false } = {}) {
  return useQuery(
    queryOptions({
      queryKey: live ? [...adminOrdersKey, 'menu-dishes'] : ['admin', 'menu-dishes'],
      queryFn: getMenuDishes,
      enabled,
    }),
  );
}
