import { useEffect, useSyncExternalStore } from 'react';
import type { RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { resources, useResource } from '@/lib/resource';

/** GET /api/restaurant/status: whether the kitchen takes orders now, with the French line to show (P4.3). */
export const getRestaurantStatus = (): Promise<RestaurantStatus> =>
  api<RestaurantStatus>('/restaurant/status');

const REFRESH_MS = 60_000;

/** Read without TanStack Query (the home page's budget, decision 0033), never by the server's render. */
export const restaurantStatusResource = {
  key: 'restaurant/status',
  fetch: getRestaurantStatus,
  staleTime: REFRESH_MS / 2,
};

const noSubscription = () => () => {};

/**
 * The kitchen's status, undefined on the server, in the first render that hydrates and while asking: server-
 * rendered pages are kept, so a status printed in them would be stale. Asked again every minute while the page
 * is visible, and when it becomes visible again.
 */
export function useRestaurantStatus(): RestaurantStatus | undefined {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const status = useResource({ ...restaurantStatusResource, enabled: hydrated });
  useEffect(() => {
    if (!hydrated) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') resources.invalidate(restaurantStatusResource.key);
    };
    const id = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [hydrated]);
  return status.data;
}

/** Asks again at once (an order refused as closed or paused: the page catches up with the kitchen). */
export const refreshRestaurantStatus = () => resources.invalidate(restaurantStatusResource.key);
