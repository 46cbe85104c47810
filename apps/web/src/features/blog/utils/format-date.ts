import { FRENCH_MONTHS } from '@lome/shared';

/**
 * '12 novembre 2026' from an ISO timestamp, the day in Lomé; an unreadable date gives an empty string. Lomé keeps UTC
 * all year, so its day is the UTC day. Written out rather than asked of Intl, whose first date format with a time
 * zone costs a phone's main thread while the home page starts (decision 0058).
 */
export function formatFrenchDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
