import type { FavoriteList } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/favorites: the account's favourite dish ids, latest heart first. */
export const getFavorites = (): Promise<FavoriteList> => api<FavoriteList>('/favorites');

/** Keyed by session, so a login in another tab never shows the previous account's hearts. */
export const favoritesKey = (token: string | null) => `favorites/${token}`;
