import { frenchDateFormat, normalizePhone } from '@lome/shared';

/**
 * Dates and times as the restaurant's clock in Lomé reads them, whatever the device's own zone. Lomé keeps UTC all
 * year; the zone is named rather than 'UTC' so every screen speaks of the same place.
 */
export const LOME_TIME_ZONE = 'Africa/Lome';

const dateTimeShort = frenchDateFormat({
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: LOME_TIME_ZONE,
});
const dateTimeMedium = frenchDateFormat({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LOME_TIME_ZONE,
});
const dateMedium = frenchDateFormat({ dateStyle: 'medium', timeZone: LOME_TIME_ZONE });

/** '05/03/2026 07:04': a moment in a list or a table. */
export const lomeDateTime = (iso: string): string => dateTimeShort(new Date(iso));

/** '5 mars 2026, 07:04': a moment with the month in words. */
export const lomeDateTimeLong = (iso: string): string => dateTimeMedium(new Date(iso));

/** '5 mars 2026': a day. */
export const lomeDate = (iso: string): string => dateMedium(new Date(iso));

/** A phone number as a `tel:` link target: a Togolese number with +228, as the order board dials it. */
export function telHref(phone: string): string {
  const digits = normalizePhone(phone);
  return `tel:${digits ? `+228${digits}` : phone.replace(/\s+/g, '')}`;
}
