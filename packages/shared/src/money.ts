const grouping = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Formats an integer FCFA amount with French grouping: 2500 -> '2 500 FCFA' (P1.1). */
export function formatFcfa(amount: number): string {
  // Intl uses a narrow no-break space (U+202F) as the group separator; a regular no-break space reads the same
  // and survives every font on cheap phones.
  return `${grouping.format(Math.round(amount)).replace(/\u202f/g, '\u00a0')}\u00a0FCFA`;
}

/** Reads a price that may arrive as text or number; anything non-numeric counts as 0 (P11.4). */
export function toAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}
