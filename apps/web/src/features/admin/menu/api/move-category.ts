import type { AdminMenuCategory, AdminMove } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** POST /api/admin/categories/{id}/move: one place up or down in the menu. */
export const moveCategory = ({ id, direction }: AdminMove & { id: string }): Promise<AdminMenuCategory[]> =>
  api(`/admin/categories/${encodeURIComponent(id)}/move`, { method: 'POST', body: { direction } });

export const useMoveCategory = () => useMenuMutation(moveCategory);
