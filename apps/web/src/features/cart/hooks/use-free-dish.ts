import { useEffect } from 'react';
import type { CartItem } from '@lome/shared';
import { storageKeys } from '@/lib/storage';
import { createStoredState } from '@/lib/stored-state';
import { sanitizeFreeDish, type AppliedFreeDish } from '../utils/free-dish';
import { cartActions, useCart } from './use-cart';

// Made on first use, not when the module loads: the cart's index.ts is imported by the home page, which must
// not carry this (docs/decisions/0004); a module without load-time effects is dropped from bundles not using it.
let store: ReturnType<typeof createFreeDishStore> | undefined;
function createFreeDishStore() {
  return createStoredState(storageKeys.freeDish, sanitizeFreeDish);
}
const freeDishStore = () => (store ??= createFreeDishStore());

export type { AppliedFreeDish };

export const freeDishActions = {
  /** 'Utiliser' a free dish credit: one more unit of the dish, which the credit makes free (P11.2). */
  add: (dish: Omit<CartItem, 'quantity'>, creditId: string) => {
    cartActions.add(dish);
    freeDishStore().set({ credit_id: creditId, dish_id: dish.id, dish_name: dish.name });
  },
  /** Keeps the dishes but stops using the credit (it stays available on the dashboard). */
  drop: () => freeDishStore().set(null),
  /** Empties the cart, credit included (order paid, reservation made). */
  clearCart: () => {
    cartActions.clear();
    freeDishStore().set(null);
  },
};

/**
 * The credit in use while its dish is in the cart. A credit whose line is gone (removed here or in another tab)
 * is forgotten, so the same dish added later is paid for.
 */
export function useFreeDish(): AppliedFreeDish | null {
  const { items } = useCart();
  const applied = freeDishStore().useValue();
  const present = !!applied && items.some((i) => i.id === applied.dish_id);
  useEffect(() => {
    if (applied && !present) freeDishStore().set(null);
  }, [applied, present]);
  return present ? applied : null;
}
