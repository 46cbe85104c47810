import type { AdminMenuDish, AdminMove } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useMenuMutation } from '../hooks/use-menu-mutation';

/** POST /api/admin/dishes/{id}/move: one place up or down within its category. */
export const moveDish = ({ id, direction }: AdminMove & { id: string }): Promise<AdminMenuDish[]> =>
  api(`/admin/dishes/${encodeURIComponent(id)}/move`, { method: 'POST', body: { direction } });

export const useMoveDish = () => useMenuMutation(moveDish);
