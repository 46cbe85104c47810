import {
  addToCart,
  cartLineKey,
  removeFromCart,
  sanitizeCart,
  setCartNote,
  setCartQuantity,
  type CartItem,
} from '@lome/shared';
import { createStoredState } from './stored-state';

/**
 * Dish lines kept under `key` with the cart's rules (P11.4: +1 on an existing line, below 1 removes the line). A
 * line is a dish, its choices and its note (`cartLineKey`, decision 0081): the actions that name a line take its
 * key, which is the dish's id for a line without choices nor note.
 */
export function createCartStore(key: string) {
  const lines = createStoredState(key, sanitizeCart);
  const actions = {
    add: (dish: Omit<CartItem, 'quantity'>) => lines.set(addToCart(lines.get(), dish)),
    setQuantity: (line: string, quantity: number) => lines.set(setCartQuantity(lines.get(), line, quantity)),
    setNote: (line: string, note: string) => lines.set(setCartNote(lines.get(), line, note)),
    remove: (line: string) => lines.set(removeFromCart(lines.get(), line)),
    clear: () => lines.set([]),
    /** Puts these lines in, added to what the cart already holds ("Commander à nouveau"). */
    addLines: (added: CartItem[]) =>
      lines.set(
        added.reduce((items, { quantity, ...dish }) => {
          const line = cartLineKey(dish);
          const held = items.find((i) => cartLineKey(i) === line)?.quantity ?? 0;
          return setCartQuantity(addToCart(items, dish), line, held + quantity);
        }, lines.get()),
      ),
    /** Takes these quantities out (the lines of an order made from the cart and paid); a line down to 0 goes. */
    takeOut: (taken: { line: string; quantity: number }[]) =>
      lines.set(
        taken.reduce(
          (items, t) =>
            setCartQuantity(
              items,
              t.line,
              (items.find((i) => cartLineKey(i) === t.line)?.quantity ?? 0) - t.quantity,
            ),
          lines.get(),
        ),
      ),
  };
  return { actions, useItems: lines.useValue };
}
