import { normalizePhone } from '@lome/shared';

// Lomé keeps UTC all year: dates are shown as the restaurant's clock reads them.
export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });

export const date = (iso: string): string =>
  new Date(iso).toLocaleDateString('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' });

/** A phone number as a `tel:` link target: a Togolese number with +228, as the order board dials it. */
export function telHref(phone: string): string {
  const digits = normalizePhone(phone);
  return `tel:${digits ? `+228${digits}` : phone.replace(/\s+/g, '')}`;
}
