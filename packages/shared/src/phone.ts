/** Togolese mobile numbers: the customer types 8 digits or +228...; stored and sent as 8 digits (P6.1). */

/** The mobile-money networks a Togolese number pays with (PayGate's FLOOZ for Moov Africa, TMONEY for Togocom). */
export const PAYMENT_NETWORKS = ['FLOOZ', 'TMONEY'] as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];
/** What a recorded payment's network may be: mobile money, or cash collected by staff or a rider. */
export const RECORDED_PAYMENT_NETWORKS = [...PAYMENT_NETWORKS, 'CASH'] as const;
export type RecordedPaymentNetwork = (typeof RECORDED_PAYMENT_NETWORKS)[number];

/** Returns the 8 national digits of a Togolese number ('+228 90 11 22 33' -> '90112233'), or undefined. */
export function normalizePhone(input: string): string | undefined {
  const compact = input.replace(/[\s.\-()]/g, '');
  const digits = compact.replace(/^(\+228|00228)/, '');
  if (/^\d{8}$/.test(digits)) return digits;
  if (/^228\d{8}$/.test(digits)) return digits.slice(3);
  return undefined;
}

/** True when the input reads as a Togolese number (8 digits, optionally prefixed by +228). */
export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== undefined;
}

// Togocom (TMONEY) and Moov Africa (FLOOZ) number ranges; a suggestion only, the customer chooses (P6.1).
const TMONEY_PREFIXES = ['70', '71', '72', '73', '90', '91', '92', '93'];
const FLOOZ_PREFIXES = ['78', '79', '94', '95', '96', '97', '98', '99'];

/** Suggests the mobile-money network from the number's prefix; undefined when the prefix says nothing. */
export function suggestNetwork(phone: string): PaymentNetwork | undefined {
  const digits = normalizePhone(phone);
  if (!digits) return undefined;
  const prefix = digits.slice(0, 2);
  if (TMONEY_PREFIXES.includes(prefix)) return 'TMONEY';
  if (FLOOZ_PREFIXES.includes(prefix)) return 'FLOOZ';
  return undefined;
}
