import { createStoredState } from '@/lib/stored-state';

// Favourite dish ids, kept in this browser for now (localStorage key 'favorites').
const FAVORITES_KEY = 'favorites';

// Anything else under the key (an older shape, a hand edit) counts as no favourites.
const favorites = createStoredState(FAVORITES_KEY, (stored): string[] =>
  Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [],
);

/** Adds the dish to the favourites, or takes it out if it was there. */
export function toggleFavorite(id: string): void {
  const ids = favorites.get();
  favorites.set(ids.includes(id) ? ids.filter((f) => f !== id) : [...ids, id]);
}

/** The favourite dish ids, shared by every card and tab. */
export function useFavorites() {
  const ids = favorites.useValue();
  return { ids, isFavorite: (id: string) => ids.includes(id), toggle: toggleFavorite };
}
