import { cartCount, cartTotal } from '@lome/shared';
import { createCartStore } from '@/lib/cart-store';

/** localStorage key of the /reservations basket, kept apart from the delivery cart. */
export const preorderBasketKey = 'preorder_basket';

// The basket follows the cart's rules but is a separate list.
const basket = createCartStore(preorderBasketKey);

export const preorderBasketActions = basket.actions;

/** The pre-reservation basket of /reservations: lines, count, total and actions, shared across tabs. */
export function usePreorderBasket() {
  const current = basket.useItems();
  return { items: current, count: cartCount(current), total: cartTotal(current), ...preorderBasketActions };
}
