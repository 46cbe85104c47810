import { frenchNumberFormat } from './intl.js';

const NBSP = '\u00a0';

// French digit grouping, written out: the first Intl number format a page makes loads the browser's locale data,
// 20-60 ms of a phone's main thread while the page starts (decision 0058). Intl stays for what this does not cover.
const intlNumber = frenchNumberFormat({});
const intlFallback = (value: number) => intlNumber(value).replace(/\u202f/g, NBSP);

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * A number as French reads it, the same text as `Intl.NumberFormat('fr-FR')`, with a regular no-break space
 * between digit groups (it reads the same as Intl's narrow one and survives every font on cheap phones):
 * 1234567 -> '1 234 567', 4.5 -> '4,5', -2500 -> '-2 500'.
 */
export function formatNumber(value: number): string {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(Math.abs(value)));
  if (!match || !Number.isSafeInteger(Number(match[1]))) return intlFallback(value);
  const [, whole, fraction] = match;
  return `${value < 0 ? '-' : ''}${grouped(whole!)}${fraction ? `,${fraction}` : ''}`;
}

/** Formats an integer FCFA amount with French grouping: 2500 -> '2 500 FCFA' (P1.1). */
export function formatFcfa(amount: number): string {
  return `${formatNumber(Math.round(amount))}${NBSP}FCFA`;
}

/** Reads a price that may arrive as text or number; anything non-numeric counts as 0 (P11.4). */
export function toAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}
