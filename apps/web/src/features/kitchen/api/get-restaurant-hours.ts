import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@lome/shared';
import { useResource } from '@/lib/resource';
import { restaurantHoursResource } from './restaurant-hours-resource';

/** The opening hours; the footer's defaults while asking or when the answer fails. */
export function useRestaurantHours(): OpeningHours {
  const hours = useResource(restaurantHoursResource).data;
  return hours?.weekly?.length === 7 ? hours : DEFAULT_OPENING_HOURS;
}
