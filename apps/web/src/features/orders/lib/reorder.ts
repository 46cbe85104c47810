import { cartLineFor, isSoldOut, type CartItem, type MenuDish, type OrderDish } from '@lome/shared';

export type Reorder = { lines: CartItem[]; unavailable: string[] };

/**
 * "Commander à nouveau": the order's lines still on sale, with their choices and note, at today's menu price, and
 * a sentence for each one that is not (gone from the menu, sold out today, or a choice no longer offered).
 */
export function reorderLines(ordered: readonly OrderDish[], menu: readonly MenuDish[]): Reorder {
  const lines: CartItem[] = [];
  const unavailable: string[] = [];
  for (const line of ordered) {
    const dish = menu.find((d) => d.id === line.dish_id);
    if (!dish) unavailable.push(`${line.dish_name} n'est plus disponible`);
    else if (isSoldOut(dish)) unavailable.push(`${line.dish_name} est épuisé aujourd'hui`);
    else {
      // A line sold before choices existed says none: the dish's groups then take their defaults.
      const ids = line.options?.length ? line.options.map((o) => o.id ?? '') : undefined;
      const made = cartLineFor(dish, ids, line.note);
      if (made.ok) lines.push({ ...made.line, quantity: line.quantity });
      else unavailable.push(`${line.dish_name} : un de ses choix n'est plus proposé`);
    }
  }
  return { lines, unavailable };
}
