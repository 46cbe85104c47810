import { createStoredState } from '@/lib/stored-state';

/** A visitor's hearts, kept in this browser (localStorage 'favorites', oldest first) until they log in. */
export const visitorHearts = createStoredState('favorites', (stored): string[] =>
  // Anything else under the key (an older shape, a hand edit) counts as no favourites.
  Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [],
);

/** `ids` with `id` added (at the front: latest first, or at the end) or taken out. */
export const toggled = (ids: string[], id: string, front = true): string[] =>
  ids.includes(id) ? ids.filter((f) => f !== id) : front ? [id, ...ids] : [...ids, id];
