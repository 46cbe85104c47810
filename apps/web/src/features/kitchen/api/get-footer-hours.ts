import type { FooterHours } from '@lome/shared';
import { useResource } from '@/lib/resource';
import { restaurantHoursResource } from './restaurant-hours-resource';

/**
 * footerHours(DEFAULT_OPENING_HOURS), written out: every page's first script carries the footer's words, not the
 * rules of the hours (a kilobyte of the home page's budget). get-footer-hours.test.ts keeps the two equal.
 */
export const DEFAULT_FOOTER_HOURS: FooterHours = [
  { days: 'Lundi - Vendredi', hours: '11h30 - 14h30 / 19h00 - 22h30' },
  { days: 'Samedi', hours: '12h00 - 15h00 / 19h00 - 23h00' },
  { days: 'Dimanche', hours: '12h00 - 15h00' },
];

/** The week as the footer prints it, from the server; the defaults while asking or when the answer fails. */
export function useFooterHours(): FooterHours {
  const groups = useResource(restaurantHoursResource).data?.groups;
  return groups?.length ? groups : DEFAULT_FOOTER_HOURS;
}
