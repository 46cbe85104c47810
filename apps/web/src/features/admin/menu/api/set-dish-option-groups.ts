import type { AdminMenuDish } from '@lome/shared';
import { api } from '@/lib/api-client';

/** PUT /api/admin/dishes/{id}/option-groups: the dish's groups of choices, in the order given. */
export const setDishOptionGroups = (id: string, groupIds: string[]): Promise<AdminMenuDish> =>
  api(`/admin/dishes/${encodeURIComponent(id)}/option-groups`, {
    method: 'PUT',
    body: { group_ids: groupIds },
  });
