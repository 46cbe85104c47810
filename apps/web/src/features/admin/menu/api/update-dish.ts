import type { AdminDishUpdate, AdminMenuDish } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** PATCH /api/admin/dishes/{id}: any field, visible or hidden, "Épuisé aujourd'hui" or not. */
export const updateDish = ({ id, ...patch }: AdminDishUpdate & { id: string }): Promise<AdminMenuDish> =>
  api(`/admin/dishes/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const useUpdateDish = () => useMenuMutation(updateDish);
