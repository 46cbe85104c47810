import { resources } from '@/lib/resource';
import { favoritesKey, getFavorites } from '../api/get-favorites';
import { mergeFavorites } from '../api/merge-favorites';
import { setFavorite } from '../api/set-favorite';
import { toggled, visitorHearts } from './visitor-hearts';

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
export function toggleOnAccount(token: string | null, id: string): Promise<unknown> {
  const key = favoritesKey(token);
  const ids = resources.get<string[]>(key);
  const on = !(ids ?? visitorHearts.get()).includes(id);
  // Before the first answer there is nothing to update: the answer after the write will show it.
  if (ids) resources.set(key, toggled(ids, id));
  const refetch = () => resources.invalidate(key);
  writes = writes.then(() => setFavorite(id, on)).then(() => (ids ? undefined : refetch()), refetch);
  return writes;
}
