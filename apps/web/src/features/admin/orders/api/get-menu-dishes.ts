import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/dishes: the menu as customers see it, for the dishes of an order taken by phone. */
export const getMenuDishes = (): Promise<Dish[]> => api('/dishes');

export function useMenuDishes(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: ['admin', 'menu-dishes'], queryFn: getMenuDishes, enabled }));
}
