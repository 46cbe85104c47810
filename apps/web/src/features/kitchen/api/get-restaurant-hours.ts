import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@lome/shared';
import { api } from '@/lib/api-client';
import { useResource } from '@/lib/resource';

/** GET /api/restaurant/hours: the weekly periods and closures, the same for everyone (D9). */
export const getRestaurantHours = (): Promise<OpeningHours> => api<OpeningHours>('/restaurant/hours');

/** Read without TanStack Query, so the server's render prints the footer's hours (decisions 0032, 0033). */
export const restaurantHoursResource = { key: 'restaurant/hours', fetch: getRestaurantHours };

/** The opening hours; the footer's defaults while asking or when the answer fails. */
export function useRestaurantHours(): OpeningHours {
  const hours = useResource(restaurantHoursResource).data;
  return hours?.weekly?.length === 7 ? hours : DEFAULT_OPENING_HOURS;
}
