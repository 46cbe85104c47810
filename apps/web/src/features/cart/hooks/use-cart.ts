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
import { readJson, storageKeys, writeJson } from '@/lib/storage';

// The cart lives in localStorage (key `cart`) and is shared by every component and every tab.
let items: CartItem[] = sanitizeCart(readJson(storageKeys.cart, []));
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function commit(next: CartItem[]) {
  items = next;
  writeJson(storageKeys.cart, items);
  emit();
}

window.addEventListener('storage', (e) => {
  if (e.key === storageKeys.cart || e.key === null) {
    items = sanitizeCart(readJson(storageKeys.cart, []));
    emit();
  }
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cartActions = {
  add: (dish: Omit<CartItem, 'quantity'>) => commit(addToCart(items, dish)),
  setQuantity: (id: string, quantity: number) => commit(setCartQuantity(items, id, quantity)),
  remove: (id: string) => commit(removeFromCart(items, id)),
  clear: () => commit([]),
};

/** The cart's lines, totals and actions; re-renders on every change, in this tab or another. */
export function useCart() {
  const current = useSyncExternalStore(subscribe, () => items);
  return {
    items: current,
    count: cartCount(current),
    total: cartTotal(current),
    quantityOf: (id: string) => current.find((i) => i.id === id)?.quantity ?? 0,
    ...cartActions,
  };
}
