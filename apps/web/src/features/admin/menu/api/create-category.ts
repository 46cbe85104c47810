import type { AdminCategoryCreate, AdminMenuCategory } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** POST /api/admin/categories: a new category, last in the menu. */
export const createCategory = (input: AdminCategoryCreate): Promise<AdminMenuCategory> =>
  api('/admin/categories', { method: 'POST', body: input });

export const useCreateCategory = () => useMenuMutation(createCategory);
