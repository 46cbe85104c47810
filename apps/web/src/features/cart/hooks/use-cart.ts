import { cartCount, cartTotal, type CartItem } from '@lome/shared';
import { createCartStore } from '@/lib/cart-store';
import { storageKeys } from '@/lib/storage';
import { createStoredState } from '@/lib/stored-state';
import { sanitizeFreeDish, type AppliedFreeDish } from '../utils/free-dish';

// The cart lives in localStorage (key `cart`) and is shared by every component and every tab.
const cart = createCartStore(storageKeys.cart);
// A free dish credit the customer chose to use ('Utiliser', D2); it makes one unit of its dish's line free.
const freeDish = createStoredState(storageKeys.freeDish, sanitizeFreeDish);

/** The credit goes with its line: a line removed (or set to 0) takes the credit with it. */
const dropFreeDishOf = (id: string) => {
  if (freeDish.get()?.dish_id === id) freeDish.set(null);
};

export const cartActions = {
  ...cart.actions,
  setQuantity: (id: string, quantity: number) => {
    cart.actions.setQuantity(id, quantity);
    if (quantity <= 0) dropFreeDishOf(id);
  },
  remove: (id: string) => {
    cart.actions.remove(id);
    dropFreeDishOf(id);
  },
  clear: () => {
    cart.actions.clear();
    if (freeDish.get()) freeDish.set(null);
  },
  /** 'Utiliser' a free dish credit: one more unit of the dish, which the credit makes free (D2). */
  addFreeDish: (dish: Omit<CartItem, 'quantity'>, creditId: string) => {
    cart.actions.add(dish);
    freeDish.set({ credit_id: creditId, dish_id: dish.id, dish_name: dish.name });
  },
  /** Keeps the dishes but stops using the credit (it stays available on the dashboard). */
  dropFreeDish: () => freeDish.set(null),
};

/** The cart's lines, totals and actions; re-renders on every change, in this tab or another. */
export function useCart() {
  const current = cart.useItems();
  const applied = freeDish.useValue();
  return {
    items: current,
    count: cartCount(current),
    total: cartTotal(current),
    quantityOf: (id: string) => current.find((i) => i.id === id)?.quantity ?? 0,
    /** The credit in use, while its dish is still in the cart. */
    freeDish: applied && current.some((i) => i.id === applied.dish_id) ? applied : null,
    ...cartActions,
  };
}

export type { AppliedFreeDish };
