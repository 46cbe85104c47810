// A dish with its choices made into a cart line (decision 0081). Apart from cart.ts, which every page loads: only
// the pages where a dish is chosen carry the choices' rule.
import { sanitizeAllergens } from './allergens.js';
import type { CartItem } from './cart.js';
import { resolveOptions, unitPriceWith, type OptionError } from './dish-options.js';
import { cleanNote, LINE_NOTE_MAX } from './line-key.js';
import type { MenuDish } from './menu-dish.js';

/**
 * The cart line of `dish` with these choices (their ids; undefined takes the required groups' defaults, as the
 * server does) and this note: its unit price with the choices, their names for display and the allergens of the
 * dish and of its choices. Refused as `resolveOptions` refuses (a required group left empty, a choice off today).
 */
export function cartLineFor(
  dish: MenuDish,
  options: readonly string[] | undefined,
  note?: string | null,
): { ok: true; line: Omit<CartItem, 'quantity'> } | { ok: false; error: OptionError } {
  const { id, name, price, image, category } = dish;
  const groups = dish.option_groups ?? [];
  const resolved = resolveOptions(groups, options);
  if (!resolved.ok) return resolved;
  const byId = new Map(groups.flatMap((g) => g.choices.map((c) => [c.id, c] as const)));
  const allergens = sanitizeAllergens([
    ...(dish.allergens ?? []),
    ...resolved.chosen.flatMap((c) => byId.get(c.choice_id)?.allergens ?? []),
  ]);
  const kept = cleanNote(note)?.slice(0, LINE_NOTE_MAX);
  return {
    ok: true,
    line: {
      id,
      name,
      price: unitPriceWith(price, resolved.delta),
      image,
      category,
      ...(resolved.chosen.length
        ? {
            options: resolved.chosen.map((c) => c.choice_id),
            choices: resolved.chosen.map((c) => ({
              group: c.group,
              name: c.name,
              price_delta: c.price_delta,
            })),
          }
        : {}),
      ...(kept ? { note: kept } : {}),
      ...(allergens.length ? { allergens } : {}),
    },
  };
}
