import { addToCart, removeFromCart, sanitizeCart, setCartQuantity, type CartItem } from '@lome/shared';
import { createStoredState } from './stored-state';

/** Dish lines kept under `key` with the cart's rules (P11.4: +1 on an existing dish, below 1 removes the line). */
export function createCartStore(key: string) {
  const lines = createStoredState(key, sanitizeCart);
  const actions = {
    add: (dish: Omit<CartItem, 'quantity'>) => lines.set(addToCart(lines.get(), dish)),
    setQuantity: (id: string, quantity: number) => lines.set(setCartQuantity(lines.get(), id, quantity)),
    remove: (id: string) => lines.set(removeFromCart(lines.get(), id)),
    clear: () => lines.set([]),
    /** Puts these lines in, added to what the cart already holds ("Commander à nouveau"). */
    addLines: (added: CartItem[]) =>
      lines.set(
        added.reduce((items, { quantity, ...dish }) => {
          const held = items.find((i) => i.id === dish.id)?.quantity ?? 0;
          return setCartQuantity(addToCart(items, dish), dish.id, held + quantity);
        }, lines.get()),
      ),
    /** Takes these quantities out (the dishes of an order made from the cart and paid); a line down to 0 goes. */
    takeOut: (taken: { id: string; quantity: number }[]) =>
      lines.set(
        taken.reduce(
          (items, t) =>
            setCartQuantity(items, t.id, (items.find((i) => i.id === t.id)?.quantity ?? 0) - t.quantity),
          lines.get(),
        ),
      ),
  };
  return { actions, useItems: lines.useValue };
}
