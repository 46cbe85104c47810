import { addToCart, removeFromCart, sanitizeCart, setCartQuantity, type CartItem } from '@lome/shared';
import { createStoredState } from './stored-state';

/** Dish lines kept under `key` with the cart's rules (spec §4: +1 on an existing dish, below 1 removes the line). */
export function createCartStore(key: string) {
  const lines = createStoredState(key, sanitizeCart);
  const actions = {
    add: (dish: Omit<CartItem, 'quantity'>) => lines.set(addToCart(lines.get(), dish)),
    setQuantity: (id: string, quantity: number) => lines.set(setCartQuantity(lines.get(), id, quantity)),
    remove: (id: string) => lines.set(removeFromCart(lines.get(), id)),
    clear: () => lines.set([]),
  };
  return { actions, useItems: lines.useValue };
}
