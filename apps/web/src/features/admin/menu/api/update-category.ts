import type { AdminCategoryUpdate, AdminMenuCategory } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** PATCH /api/admin/categories/{id}: rename, change the picture, hide or show. */
export const updateCategory = ({
  id,
  ...patch
}: AdminCategoryUpdate & { id: string }): Promise<AdminMenuCategory> =>
  api(`/admin/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const useUpdateCategory = () => useMenuMutation(updateCategory);
