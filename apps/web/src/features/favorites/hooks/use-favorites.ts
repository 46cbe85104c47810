import { useAuth } from '@/features/auth';
import { useResource } from '@/lib/resource';
import { favoritesKey } from '../api/get-favorites';
import { toggled, visitorHearts } from '../lib/visitor-hearts';

// What only a logged-in customer needs (merge, writes) loads on demand: the home page ships the rest alone.
const account = () => import('../lib/account-favorites');

/**
 * The favourite dish ids, latest first, and the heart's toggle: on the account when logged in, in this browser
 * otherwise. Tiny on purpose: every dish card of the home page uses it (docs/decisions/0004).
 */
export function useFavorites() {
  const { token, isAuthenticated } = useAuth();
  const local = visitorHearts.useValue();
  // Without TanStack Query: every dish card of the first page reads it (decision 0033).
  const saved = useResource({
    key: favoritesKey(token),
    fetch: () => account().then((m) => m.loadAccountFavorites()),
    enabled: isAuthenticated,
    staleTime: 5 * 60_000,
  });
  // Logged in, the browser's hearts show until the account's answer arrives (they are being merged into it).
  const ids = (isAuthenticated && saved.data) || [...local].reverse();
  return {
    ids,
    isAuthenticated,
    isPending: isAuthenticated && saved.isPending,
    isFavorite: (id: string) => ids.includes(id),
    toggle: (id: string) => {
      if (isAuthenticated) void account().then((m) => m.toggleOnAccount(token, id));
      else visitorHearts.set(toggled(visitorHearts.get(), id, false));
    },
  };
}
