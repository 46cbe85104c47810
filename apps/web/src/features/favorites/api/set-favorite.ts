import { api } from '@/lib/api-client';

/** PUT (heart) or DELETE (no heart) /api/favorites/{dish_id}; both idempotent. */
export const setFavorite = (dishId: string, on: boolean): Promise<void> =>
  api<void>(`/favorites/${encodeURIComponent(dishId)}`, { method: on ? 'PUT' : 'DELETE' });
