/** French month names, January first. */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * '12 novembre 2026': the day of `date` in Lomé, which keeps UTC all year (no summer time), so its day is the UTC
 * day. The same text as Intl's long French date in Africa/Lome, without making an Intl format (decision 0058).
 */
export const frenchLongDate = (date: Date): string =>
  `${date.getUTCDate()} ${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
