// How a sold line's choices and note read back (issue 33, decision 0081): on the board, the ticket, the rider's
// page, e-mails, the invoice and the CSV, one wording.
import { optionsSummary, type ChosenOption } from './dish-options.js';
import { formatFcfa } from './money.js';

type SoldChoice = { name: string; price_delta: number };
/** What these texts read of a line: its choices as sold and its note, both optional. */
export type SoldLineExtras = { options?: readonly SoldChoice[] | null; note?: string | null };

/** "+500 FCFA", "-300 FCFA": a choice's change of the unit price. */
export const priceDeltaText = (delta: number): string => `${delta > 0 ? '+' : ''}${formatFcfa(delta)}`;

/**
 * "Grand (+1 000 FCFA), Riz, 2 × Œuf (+200 FCFA)": a line's choices where amounts are listed, each change as
 * sold per unit; a choice taken twice reads once, counted.
 */
export function optionsWithPrices(options: readonly SoldChoice[] | null | undefined): string {
  const counted = new Map<string, { n: number; delta: number }>();
  for (const o of options ?? []) {
    const key = `${o.name}\u0000${o.price_delta}`;
    const seen = counted.get(key);
    counted.set(key, { n: (seen?.n ?? 0) + 1, delta: o.price_delta });
  }
  return [...counted]
    .map(([key, { n, delta }]) => {
      const name = key.split('\u0000')[0]!;
      const text = n > 1 ? `${n} × ${name}` : name;
      return delta === 0 ? text : `${text} (${priceDeltaText(delta)})`;
    })
    .join(', ');
}

/** « bien cuit » : a line's note as quoted under its dish. */
export const lineNoteText = (note: string): string => `Note : «\u00a0${note}\u00a0»`;

/**
 * The lines that follow a dish's name: its choices ("Riz, Piment à part", with their price changes when
 * `withPrices`), then its note. Empty for a line with neither.
 */
export function soldLineDetails(line: SoldLineExtras, withPrices = false): string[] {
  const choices = withPrices ? optionsWithPrices(line.options) : optionsSummary(line.options);
  const note = line.note?.trim();
  return [...(choices ? [choices] : []), ...(note ? [lineNoteText(note)] : [])];
}

/** "Poulet braisé (Riz, Piment à part · note : « bien cuit »)": a line's name on one line, for a CSV cell. */
export function soldLineName(dishName: string, line: SoldLineExtras): string {
  const choices = optionsSummary(line.options);
  const note = line.note?.trim();
  const extras = [...(choices ? [choices] : []), ...(note ? [`note : «\u00a0${note}\u00a0»`] : [])];
  return extras.length > 0 ? `${dishName} (${extras.join(' · ')})` : dishName;
}

/**
 * A sold line's choices as stored (`order_items.options`, JSON of `ChosenOption`), for readers that are not the
 * sales module (reports, exports); anything unreadable reads as none.
 */
export function parseChosenOptions(text: string | null | undefined): ChosenOption[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((o): o is Partial<ChosenOption> => typeof o === 'object' && o !== null)
      .map((o) => ({
        choice_id: String(o.choice_id ?? ''),
        group_id: String(o.group_id ?? ''),
        group: String(o.group ?? ''),
        name: String(o.name ?? ''),
        price_delta: Math.trunc(Number(o.price_delta ?? 0)) || 0,
      }));
  } catch {
    return [];
  }
}
