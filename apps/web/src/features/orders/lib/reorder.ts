import type { CartItem, MenuDish, OrderDish } from '@lome/shared';

export type Reorder = { lines: CartItem[]; unavailable: string[] };

/**
 * "Commander à nouveau": the order's dishes still on sale, at today's menu price, and a sentence for
 * each one that is not (gone from the menu, or sold out today).
 */
export function reorderLines(ordered: readonly OrderDish[], menu: readonly MenuDish[]): Reorder {
  const lines: CartItem[] = [];
  const unavailable: string[] = [];
  for (const line of ordered) {
    const dish = menu.find((d) => d.id === line.dish_id);
    if (!dish) unavailable.push(`${line.dish_name} n'est plus disponible`);
    else if (dish.sold_out) unavailable.push(`${line.dish_name} est épuisé aujourd'hui`);
    else {
      const { id, name, price, image, category } = dish;
      lines.push({ id, name, price, image, category, quantity: line.quantity });
    }
  }
  return { lines, unavailable };
}
