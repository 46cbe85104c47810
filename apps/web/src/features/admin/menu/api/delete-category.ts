import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** DELETE /api/admin/categories/{id}: only an empty category; the server says why otherwise. */
export const deleteCategory = (id: string): Promise<void> =>
  api(`/admin/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteCategory = () => useMenuMutation(deleteCategory);
