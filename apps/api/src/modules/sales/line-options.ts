import {
  cleanNote,
  lineKey,
  optionErrorMessage,
  resolveOptions,
  type ChosenOption,
  type OptionGroup,
  type OrderLine,
  type SoldOption,
} from '@lome/shared';
import { AppError } from '../../lib/app-error.js';
import type { PortionDemand } from '../portions/portions.service.js';

/** A cart line with its choices checked (decision 0081): what it chose, in its groups' order, and its note. */
export type ResolvedLine = {
  dish_id: string;
  quantity: number;
  options: ChosenOption[];
  /** The unit price change of its choices. */
  delta: number;
  note: string | null;
};

/**
 * Checks a line's choices against its dish's groups (`resolveOptions`: a line that says nothing takes the required
 * groups' defaults); refused with 422 OPTION_REQUIRED, OPTION_COUNT or OPTION_UNAVAILABLE naming the dish. A dish
 * without groups takes no choice.
 */
export function resolveLine(line: OrderLine, dishName: string, groups: readonly OptionGroup[]): ResolvedLine {
  const resolved = resolveOptions(groups, line.options);
  if (!resolved.ok) {
    const message = optionErrorMessage(resolved.error, dishName);
    throw new AppError(422, resolved.error.code, message, { dishes: [message] });
  }
  return {
    dish_id: line.dish_id,
    quantity: line.quantity,
    options: resolved.chosen,
    delta: resolved.delta,
    note: cleanNote(line.note) ?? null,
  };
}

/**
 * Lines with the same dish, choices (as resolved, so a line that said nothing meets one that named the defaults)
 * and note are one line with the summed quantity; another choice or note is another line. First-seen order kept.
 */
export function mergeResolved(lines: ResolvedLine[]): ResolvedLine[] {
  const byKey = new Map<string, ResolvedLine>();
  for (const l of lines) {
    const key = lineKey(
      l.dish_id,
      l.options.map((o) => o.choice_id),
      l.note,
    );
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + l.quantity } : l);
  }
  return [...byKey.values()];
}

/** A sold line's choices as the API reads them back: group, name, price change and the choice's id. */
export const toSoldOptions = (options: readonly ChosenOption[]): SoldOption[] =>
  options.map((o) => ({ group: o.group, name: o.name, price_delta: o.price_delta, id: o.choice_id }));

/** What a sale takes of each dish's portions: its units over all its lines. */
export const portionDemand = (
  lines: readonly { dish_id: string; dish_name: string; quantity: number }[],
): PortionDemand[] =>
  lines.map((l) => ({ dish_id: l.dish_id, dish_name: l.dish_name, quantity: l.quantity }));
