import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** DELETE /api/admin/dishes/{id}: only a dish no order or reservation names; the server says to hide it otherwise. */
export const deleteDish = (id: string): Promise<void> =>
  api(`/admin/dishes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteDish = () => useMenuMutation(deleteDish);
