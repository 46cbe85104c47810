import type { AdminDishCreate, AdminMenuDish } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** POST /api/admin/dishes: a new dish, last of its category, on the menu at once. */
export const createDish = (input: AdminDishCreate): Promise<AdminMenuDish> =>
  api('/admin/dishes', { method: 'POST', body: input });

export const useCreateDish = () => useMenuMutation(createDish);
