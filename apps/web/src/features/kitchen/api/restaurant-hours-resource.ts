import type { RestaurantHours } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/restaurant/hours: the weekly periods and closures, the same for everyone (P4.1). */
export const getRestaurantHours = (): Promise<RestaurantHours> => api<RestaurantHours>('/restaurant/hours');

/** Read without TanStack Query, so the server's render prints the footer's hours (decisions 0032, 0033). */
export const restaurantHoursResource = { key: 'restaurant/hours', fetch: getRestaurantHours };
