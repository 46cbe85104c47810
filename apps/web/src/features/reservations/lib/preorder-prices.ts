import { resolveOptions, unitPriceWith, type CartItem, type Dish } from '@lome/shared';

/** A basket line as the basket shows it: the menu's price of today, or flagged when no longer offered. */
export type PricedLine = CartItem & { offered: boolean };

/**
 * Prices the pre-reservation basket with the current menu, not the prices saved when the dishes were added
 * (P1.2: the server charges its own prices, possibly changed since). Until the menu is loaded the saved
 * prices stand; a dish gone from the menu is flagged and left out of the total, since the server would refuse
 * it.
 */
export function priceBasket(
  items: CartItem[],
  dishes: Dish[] | undefined,
): { lines: PricedLine[]; total: number } {
  const current = dishes && new Map(dishes.filter((d) => d.available).map((d) => [d.dish_id, d]));
  const lines = items.map((item) => {
    if (!current) return { ...item, offered: true };
    const dish = current.get(item.id);
    if (!dish) return { ...item, offered: false };
    // Its choices at today's price changes; a choice gone since makes the line one the server would refuse.
    const resolved = resolveOptions(dish.option_groups ?? [], item.options ?? []);
    if (!resolved.ok) return { ...item, offered: false };
    return { ...item, price: unitPriceWith(dish.dish_price, resolved.delta), offered: true };
  });
  const total = lines.reduce((sum, l) => (l.offered ? sum + l.price * l.quantity : sum), 0);
  return { lines, total };
}
