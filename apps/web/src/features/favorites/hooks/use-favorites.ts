import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { createStoredState } from '@/lib/stored-state';
import { favoritesQueryKey, getFavorites } from '../api/get-favorites';
import { mergeFavorites } from '../api/merge-favorites';
import { setFavorite } from '../api/set-favorite';

// A visitor's hearts stay in this browser (localStorage 'favorites', oldest first) until they log in.
const visitorHearts = createStoredState('favorites', (stored): string[] =>
  // Anything else under the key (an older shape, a hand edit) counts as no favourites.
  Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [],
);

/** `ids` with `id` added (at the front: latest first) or taken out. */
export const toggled = (ids: string[], id: string, front = true): string[] =>
  ids.includes(id) ? ids.filter((f) => f !== id) : front ? [id, ...ids] : [...ids, id];

/**
 * The account's hearts. Hearts a visitor gave in this browser are handed to the account first (the merge at
 * login: the server adds them to its own, losing none), then forgotten here; if the merge fails they stay for
 * the next try.
 */
export async function loadAccountFavorites(): Promise<string[]> {
  const local = visitorHearts.get();
  if (local.length === 0) return (await getFavorites()).dish_ids;
  const { dish_ids } = await mergeFavorites(local);
  // Only those sent: one given meanwhile (in another tab) waits for the next merge.
  visitorHearts.set(visitorHearts.get().filter((id) => !local.includes(id)));
  return dish_ids;
}

// Writes go one after the other, so a quick heart-unheart reaches the server in the order it was tapped.
let writes: Promise<unknown> = Promise.resolve();

/** Hearts or unhearts a dish on the account, showing the change at once; a refused write shows the truth again. */
function toggleOnAccount(token: string | null, id: string) {
  const key = favoritesQueryKey(token);
  const ids = queryClient.getQueryData<string[]>(key);
  const on = !(ids ?? visitorHearts.get()).includes(id);
  // Before the first answer there is nothing to update: the answer after the write will show it.
  if (ids) queryClient.setQueryData(key, toggled(ids, id));
  const refetch = () => queryClient.invalidateQueries({ queryKey: key });
  writes = writes.then(() => setFavorite(id, on)).then(() => (ids ? undefined : refetch()), refetch);
  return writes;
}

/**
 * The favourite dish ids, latest first, and the heart's toggle: on the account when logged in, in this browser
 * otherwise. Tiny on purpose: every dish card of the home page uses it (docs/decisions/0004).
 */
export function useFavorites() {
  const { token, isAuthenticated } = useAuth();
  const local = visitorHearts.useValue();
  const account = useQuery(
    {
      queryKey: favoritesQueryKey(token),
      queryFn: loadAccountFavorites,
      enabled: isAuthenticated,
      staleTime: 5 * 60_000,
    },
    // The app's client, named here so a dish card needs no provider of its own.
    queryClient,
  );
  // Logged in, the browser's hearts show until the account's answer arrives (they are being merged into it).
  const ids = (isAuthenticated && account.data) || [...local].reverse();
  return {
    ids,
    isAuthenticated,
    isPending: isAuthenticated && account.isPending,
    isFavorite: (id: string) => ids.includes(id),
    toggle: (id: string) => {
      if (isAuthenticated) void toggleOnAccount(token, id);
      else visitorHearts.set(toggled(visitorHearts.get(), id, false));
    },
  };
}
