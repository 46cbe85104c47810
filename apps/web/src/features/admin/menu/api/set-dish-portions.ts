import type { AdminMenuDish } from '@lome/shared';
import { api } from '@/lib/api-client';

/** PUT /api/admin/dishes/{id}/portions: the portions cooked each day, null for unlimited. */
export const setDishPortions = (id: string, portions: number | null): Promise<AdminMenuDish> =>
  api(`/admin/dishes/${encodeURIComponent(id)}/portions`, { method: 'PUT', body: { portions } });
