import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '@/lib/storage';

// Favourite dish ids, kept in this browser for now (localStorage key 'favorites').
const FAVORITES_KEY = 'favorites';

function load(): string[] {
  const value = readJson<unknown>(FAVORITES_KEY, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

let favorites = load();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

window.addEventListener('storage', (e) => {
  if (e.key === FAVORITES_KEY || e.key === null) {
    favorites = load();
    emit();
  }
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds the dish to the favourites, or takes it out if it was there. */
export function toggleFavorite(id: string): void {
  favorites = favorites.includes(id) ? favorites.filter((f) => f !== id) : [...favorites, id];
  writeJson(FAVORITES_KEY, favorites);
  emit();
}

/** The favourite dish ids, shared by every card and tab. */
export function useFavorites() {
  const ids = useSyncExternalStore(subscribe, () => favorites);
  return { ids, isFavorite: (id: string) => ids.includes(id), toggle: toggleFavorite };
}
