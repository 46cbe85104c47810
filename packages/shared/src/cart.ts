import { toAmount } from './money.js';
// Not dish-options.js: the cart is on every page, the choices' rule only where a dish is chosen.
import { cleanNote, LINE_NOTE_MAX, lineKey } from './line-key.js';

/** The most portions of one dish an order or a reservation may hold, whatever its lines' choices ("50 au maximum
 * par plat"); a line cannot hold more either. */
export const MAX_QUANTITY_PER_LINE = 50;

/** Whether some dish passes the most an order holds, counted over all its lines (the server's check). */
export function overDishMaximum(lines: readonly { dish_id: string; quantity: number }[]): boolean {
  const perDish = new Map<string, number>();
  for (const l of lines) perDish.set(l.dish_id, (perDish.get(l.dish_id) ?? 0) + l.quantity);
  return [...perDish.values()].some((q) => q > MAX_QUANTITY_PER_LINE);
}

/** A choice as a cart line shows it: its group, its name and its price change (decision 0081). */
export type CartChoice = { group: string; name: string; price_delta: number };

/**
 * A cart line (P12.3 Cart item): the spec's fields, `price` being the unit price with the choices, and ours,
 * optional: the choices' ids sent with the order, their names for display, the note for the kitchen and the
 * allergens of the dish and its choices. A line is a dish, its choices and its note (`cartLineKey`).
 */
export type CartItem = {
  id: string;
  name: string;
  price: number;
  image: string;
  category: string;
  quantity: number;
  options?: string[];
  choices?: CartChoice[];
  note?: string;
  /** Codes of the EU list (allergens.ts), kept as read; shown through `allergenNames`, which drops unknown ones. */
  allergens?: string[];
};

/** What identifies a cart line: its dish alone when it has no choices nor note, as before (decision 0081). */
export const cartLineKey = (item: Pick<CartItem, 'id' | 'options' | 'note'>): string =>
  lineKey(item.id, item.options, item.note);

/** How many more units of a dish the cart takes, all its lines counted (the same maximum as the server's). */
export const roomForDish = (items: CartItem[], dishId: string): number =>
  Math.max(0, MAX_QUANTITY_PER_LINE - dishQuantity(items, dishId));

/** Adds one unit: the same line (dish, choices, note) goes +1, a new one starts at 1; none past the dish's maximum. */
export function addToCart(items: CartItem[], dish: Omit<CartItem, 'quantity'>): CartItem[] {
  if (roomForDish(items, dish.id) === 0) return items;
  const key = cartLineKey(dish);
  const existing = items.find((i) => cartLineKey(i) === key);
  if (existing) return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + 1 } : i));
  return [...items, { ...dish, quantity: 1 }];
}

/**
 * Sets a line's quantity (by `cartLineKey`, a dish's id for a line without choices); 0 or below removes it (P11.4).
 * A rise stops where the dish's lines together reach the maximum.
 */
export function setCartQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeFromCart(items, key);
  return items.map((i) =>
    cartLineKey(i) === key
      ? { ...i, quantity: Math.min(Math.floor(quantity), i.quantity + roomForDish(items, i.id)) }
      : i,
  );
}

/** Removes a line (by `cartLineKey`). */
export function removeFromCart(items: CartItem[], key: string): CartItem[] {
  return items.filter((i) => cartLineKey(i) !== key);
}

/** Changes a line's note; a line that then matches another one (same choices, same note) merges into it. */
export function setCartNote(items: CartItem[], key: string, note: string): CartItem[] {
  const line = items.find((i) => cartLineKey(i) === key);
  if (!line) return items;
  const { note: _old, ...rest } = line;
  const kept = cleanNote(note)?.slice(0, LINE_NOTE_MAX);
  const changed: CartItem = kept ? { ...rest, note: kept } : rest;
  const newKey = cartLineKey(changed);
  if (newKey === key) return items.map((i) => (i === line ? changed : i));
  const twin = items.find((i) => cartLineKey(i) === newKey);
  if (!twin) return items.map((i) => (i === line ? changed : i));
  return items
    .filter((i) => i !== line)
    .map((i) =>
      i === twin ? { ...i, quantity: Math.min(MAX_QUANTITY_PER_LINE, i.quantity + line.quantity) } : i,
    );
}

/** Units of one dish in the cart, whatever its choices: the count a dish's card shows. */
export function dishQuantity(items: CartItem[], dishId: string): number {
  return items.reduce((n, i) => (i.id === dishId ? n + i.quantity : n), 0);
}

/** Total number of units in the cart. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** Sum of price x quantity; a non-numeric price counts as 0 (P11.4). */
export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + toAmount(i.price) * i.quantity, 0);
}

/** A cart's lines as `dishes[]` of an order, a quote or a reservation: choices and note only when the line has them. */
export function cartDishes(
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'options' | 'note'>[],
): { dish_id: string; quantity: number; options?: string[]; note?: string }[] {
  return items.map((i) => ({
    dish_id: i.id,
    quantity: i.quantity,
    ...(i.options?.length ? { options: [...i.options] } : {}),
    ...(i.note ? { note: i.note } : {}),
  }));
}

const isChoice = (c: unknown): c is CartChoice =>
  !!c &&
  typeof c === 'object' &&
  typeof (c as CartChoice).group === 'string' &&
  typeof (c as CartChoice).name === 'string' &&
  Number.isInteger((c as CartChoice).price_delta);

/**
 * Keeps only well-formed lines from whatever localStorage held; a cart saved before choices existed keeps its
 * lines as they were, and an ill-formed optional field is dropped rather than the line.
 */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (i): i is CartItem =>
        !!i &&
        typeof i === 'object' &&
        typeof i.id === 'string' &&
        Number.isInteger(i.quantity) &&
        i.quantity > 0,
    )
    .map((line) => {
      const { options, choices, note, allergens, ...spec } = line;
      const ids = Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [];
      const shown = Array.isArray(choices) ? choices.filter(isChoice) : [];
      const kept = typeof note === 'string' ? cleanNote(note)?.slice(0, LINE_NOTE_MAX) : undefined;
      const codes = Array.isArray(allergens)
        ? allergens.filter((a): a is string => typeof a === 'string')
        : [];
      return {
        ...spec,
        ...(ids.length ? { options: ids } : {}),
        ...(shown.length ? { choices: shown } : {}),
        ...(kept ? { note: kept } : {}),
        ...(codes.length ? { allergens: codes } : {}),
      };
    });
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

/** Each line's quantity summed by `keyOf`, and whether both carts come to the same sums. */
function sameSums(
  a: readonly ComparedLine[],
  b: readonly ComparedLine[],
  keyOf: (l: ComparedLine) => string,
): boolean {
  const sum = (lines: readonly ComparedLine[]) => {
    const m = new Map<string, number>();
    for (const l of lines) m.set(keyOf(l), (m.get(keyOf(l)) ?? 0) + l.quantity);
    return m;
  };
  const ma = sum(a);
  const mb = sum(b);
  return ma.size === mb.size && [...ma].every(([key, q]) => mb.get(key) === q);
}

/**
 * Whether two carts hold the same lines in the same quantities: a dish with the same choices and note on several
 * lines counts summed (decision 0081).
 */
export function sameCartLines(a: readonly ComparedLine[], b: readonly ComparedLine[]): boolean {
  return sameSums(a, b, (l) => lineKey(l.dish_id, choiceIds(l.options), l.note));
}

/**
 * Whether two carts would be the same lines but for their choices: the same dishes with the same notes in the same
 * quantities. Carts whose lines are the same are always so; the reverse needs their choices compared.
 */
export function sameCartLinesBesideChoices(a: readonly ComparedLine[], b: readonly ComparedLine[]): boolean {
  return sameSums(a, b, (l) => lineKey(l.dish_id, [], l.note));
}
