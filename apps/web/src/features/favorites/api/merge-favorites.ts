import type { FavoriteList } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/favorites/merge: adds the hearts given before logging in; answers the account's whole list. */
export const mergeFavorites = (dishIds: string[]): Promise<FavoriteList> =>
  api<FavoriteList>('/favorites/merge', { method: 'POST', body: { dish_ids: dishIds } });
