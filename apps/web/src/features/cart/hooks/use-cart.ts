import { cartCount, cartLineKey, cartTotal, dishQuantity } from '@lome/shared';
import { createCartStore } from '@/lib/cart-store';
import { storageKeys } from '@/lib/storage';

// The cart lives in localStorage (key `cart`) and is shared by every component and every tab.
const cart = createCartStore(storageKeys.cart);

export const cartActions = cart.actions;

/** The cart's lines, totals and actions; re-renders on every change, in this tab or another. */
export function useCart() {
  const current = cart.useItems();
  return {
    items: current,
    count: cartCount(current),
    total: cartTotal(current),
    /** Units of a dish, whatever its choices (a card's count). */
    quantityOf: (id: string) => dishQuantity(current, id),
    /** Units of one line, by its `cartLineKey` (a dish's id for a line without choices nor note). */
    lineQuantity: (line: string) => current.find((i) => cartLineKey(i) === line)?.quantity ?? 0,
    ...cartActions,
  };
}
