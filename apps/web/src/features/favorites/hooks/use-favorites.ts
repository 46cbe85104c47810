import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { favoritesQueryKey } from '../api/get-favorites';
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
  const saved = useQuery(
    {
      queryKey: favoritesQueryKey(token),
      queryFn: () => account().then((m) => m.loadAccountFavorites()),
      enabled: isAuthenticated,
      staleTime: 5 * 60_000,
    },
    // The app's client, named here so a dish card needs no provider of its own.
    queryClient,
  );
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
