import {
  addToCart,
  cartCount,
  cartTotal,
  removeFromCart,
  sanitizeCart,
  setCartQuantity,
  type CartItem,
} from '@lome/shared';
import { createStoredState } from '@/lib/stored-state';

/** localStorage key of the /reservations basket, kept apart from the delivery cart. */
export const preorderBasketKey = 'preorder_basket';

// The basket follows the cart's rules (spec §4: +1 on an existing dish, below 1 removes the line).
const basket = createStoredState(preorderBasketKey, sanitizeCart);

export const preorderBasketActions = {
  add: (dish: Omit<CartItem, 'quantity'>) => basket.set(addToCart(basket.get(), dish)),
  setQuantity: (id: string, quantity: number) => basket.set(setCartQuantity(basket.get(), id, quantity)),
  remove: (id: string) => basket.set(removeFromCart(basket.get(), id)),
  clear: () => basket.set([]),
};

/** The pre-reservation basket of /reservations: lines, count, total and actions, shared across tabs. */
export function usePreorderBasket() {
  const current = basket.useValue();
  return { items: current, count: cartCount(current), total: cartTotal(current), ...preorderBasketActions };
}
