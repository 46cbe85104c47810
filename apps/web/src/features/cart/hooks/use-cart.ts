import {
  addToCart,
  cartCount,
  cartTotal,
  removeFromCart,
  sanitizeCart,
  setCartQuantity,
  type CartItem,
} from '@lome/shared';
import { storageKeys } from '@/lib/storage';
import { createStoredState } from '@/lib/stored-state';

// The cart lives in localStorage (key `cart`) and is shared by every component and every tab.
const cart = createStoredState(storageKeys.cart, sanitizeCart);

export const cartActions = {
  add: (dish: Omit<CartItem, 'quantity'>) => cart.set(addToCart(cart.get(), dish)),
  setQuantity: (id: string, quantity: number) => cart.set(setCartQuantity(cart.get(), id, quantity)),
  remove: (id: string) => cart.set(removeFromCart(cart.get(), id)),
  clear: () => cart.set([]),
};

/** The cart's lines, totals and actions; re-renders on every change, in this tab or another. */
export function useCart() {
  const current = cart.useValue();
  return {
    items: current,
    count: cartCount(current),
    total: cartTotal(current),
    quantityOf: (id: string) => current.find((i) => i.id === id)?.quantity ?? 0,
    ...cartActions,
  };
}
