import { useSyncExternalStore } from 'react';
import {
  addToCart,
  cartCount,
  cartTotal,
  removeFromCart,
  sanitizeCart,
  setCartQuantity,
  type CartItem,
} from '@lome/shared';
import { readJson, writeJson } from '@/lib/storage';

/** localStorage key of the /reservations basket, kept apart from the delivery cart. */
export const preorderBasketKey = 'preorder_basket';

// The basket follows the cart's rules (spec §4: +1 on an existing dish, below 1 removes the line).
let items: CartItem[] = sanitizeCart(readJson(preorderBasketKey, []));
const listeners = new Set<() => void>();

function commit(next: CartItem[]) {
  items = next;
  writeJson(preorderBasketKey, items);
  for (const l of listeners) l();
}

window.addEventListener('storage', (e) => {
  if (e.key === preorderBasketKey || e.key === null) {
    items = sanitizeCart(readJson(preorderBasketKey, []));
    for (const l of listeners) l();
  }
});

export const preorderBasketActions = {
  add: (dish: Omit<CartItem, 'quantity'>) => commit(addToCart(items, dish)),
  setQuantity: (id: string, quantity: number) => commit(setCartQuantity(items, id, quantity)),
  remove: (id: string) => commit(removeFromCart(items, id)),
  clear: () => commit([]),
};

/** The pre-reservation basket of /reservations: lines, count, total and actions, shared across tabs. */
export function usePreorderBasket() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
  );
  return { items: current, count: cartCount(current), total: cartTotal(current), ...preorderBasketActions };
}
