import { toAmount } from './money.js';
import { lineKey } from './dish-options.js';

/** The most portions of one dish a cart line, an order or a reservation may hold. */
export const MAX_QUANTITY_PER_LINE = 50;

/** A cart line (P12.3 Cart item). */
export type CartItem = {
  id: string;
  name: string;
  price: number;
  image: string;
  category: string;
  quantity: number;
};

/** Adds one unit: an existing line goes +1, a new one starts at 1. */
export function addToCart(items: CartItem[], dish: Omit<CartItem, 'quantity'>): CartItem[] {
  const existing = items.find((i) => i.id === dish.id);
  if (existing) return items.map((i) => (i.id === dish.id ? { ...i, quantity: i.quantity + 1 } : i));
  return [...items, { ...dish, quantity: 1 }];
}

/** Sets a line's quantity; 0 or below removes the line (P11.4). */
export function setCartQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeFromCart(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.floor(quantity) } : i));
}

/** Removes a line. */
export function removeFromCart(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Total number of units in the cart. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** Sum of price x quantity; a non-numeric price counts as 0 (P11.4). */
export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + toAmount(i.price) * i.quantity, 0);
}

/** Keeps only well-formed lines from whatever localStorage held. */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (i): i is CartItem =>
      !!i &&
      typeof i === 'object' &&
      typeof i.id === 'string' &&
      Number.isInteger(i.quantity) &&
      i.quantity > 0,
  );
}

/** A line as a cart or a sale names it: a dish, its choices' ids (as ids or as sold) and its note. */
type ComparedLine = {
  dish_id: string;
  quantity: number;
  options?: readonly (string | { id?: string })[] | null;
  note?: string | null;
};

const choiceIds = (options: ComparedLine['options']): string[] =>
  (options ?? []).map((o) => (typeof o === 'string' ? o : (o.id ?? '')));

/**
 * Whether two carts hold the same lines in the same quantities: a dish with the same choices and note on several
 * lines counts summed (decision 0081).
 */
export function sameCartLines(a: readonly ComparedLine[], b: readonly ComparedLine[]): boolean {
  const sum = (lines: readonly ComparedLine[]) => {
    const m = new Map<string, number>();
    for (const l of lines) {
      const key = lineKey(l.dish_id, choiceIds(l.options), l.note);
      m.set(key, (m.get(key) ?? 0) + l.quantity);
    }
    return m;
  };
  const ma = sum(a);
  const mb = sum(b);
  return ma.size === mb.size && [...ma].every(([dish, q]) => mb.get(dish) === q);
}
