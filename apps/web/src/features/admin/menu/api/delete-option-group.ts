import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** DELETE /api/admin/option-groups/{id}: off every dish; lines already sold keep what they chose. */
export const deleteOptionGroup = (id: string): Promise<void> =>
  api(`/admin/option-groups/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteOptionGroup = () => useMenuMutation(deleteOptionGroup);
