import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartDishes,
  cartLineKey,
  dishQuantity,
  removeFromCart,
  sanitizeCart,
  setCartNote,
  setCartQuantity,
  type CartItem,
} from './cart.js';
import { cartLineFor } from './cart-line.js';
import type { MenuDish } from './menu-dish.js';

const dish: MenuDish = {
  id: 'poisson',
  name: 'Poisson braisé',
  description: '',
  price: 3000,
  image: '',
  category: 'c',
  featured: false,
  type_dish: 'Plat',
  allergens: ['fish'],
  option_groups: [
    {
      id: 'g-side',
      name: 'Accompagnement',
      required: true,
      min: 1,
      max: 1,
      choices: [
        { id: 'atti', name: 'Attiéké', price_delta: 0, is_default: true, available: true, allergens: [] },
        { id: 'allo', name: 'Alloco', price_delta: 300, is_default: false, available: true, allergens: [] },
        { id: 'riz', name: 'Riz', price_delta: 0, is_default: false, available: false, allergens: [] },
      ],
    },
    {
      id: 'g-extra',
      name: 'Suppléments',
      required: false,
      min: 0,
      max: 2,
      choices: [
        {
          id: 'oeuf',
          name: 'Œuf',
          price_delta: 200,
          is_default: false,
          available: true,
          allergens: ['eggs'],
        },
        {
          id: 'petit',
          name: 'Petite part',
          price_delta: -5000,
          is_default: false,
          available: true,
          allergens: [],
        },
      ],
    },
  ],
};

const lineOf = (options: string[], note?: string): Omit<CartItem, 'quantity'> => {
  const made = cartLineFor(dish, options, note);
  if (!made.ok) throw new Error(made.error.code);
  return made.line;
};

describe('cart lines with choices and a note (decision 0081)', () => {
  it('keeps the same dish with other choices or another note on lines of its own, and merges the same line', () => {
    let items = addToCart([], lineOf(['atti']));
    items = addToCart(items, lineOf(['allo']));
    items = addToCart(items, lineOf(['allo'], 'bien cuit'));
    items = addToCart(items, lineOf(['allo'], ' bien cuit '));
    expect(items.map((i) => [i.options, i.note, i.quantity])).toEqual([
      [['atti'], undefined, 1],
      [['allo'], undefined, 1],
      [['allo'], 'bien cuit', 2],
    ]);
    expect(dishQuantity(items, 'poisson')).toBe(4);
  });

  it('prices a line by its unit price with its choices, never below 0, and lists its allergens', () => {
    expect(lineOf(['allo', 'oeuf'])).toMatchObject({
      price: 3500,
      choices: [
        { group: 'Accompagnement', name: 'Alloco', price_delta: 300 },
        { group: 'Suppléments', name: 'Œuf', price_delta: 200 },
      ],
      allergens: ['eggs', 'fish'],
    });
    expect(lineOf(['atti', 'petit']).price).toBe(0);
  });

  it('refuses a line without its required choice or with a choice off today', () => {
    expect(cartLineFor(dish, [], undefined)).toEqual({
      ok: false,
      error: { code: 'OPTION_REQUIRED', group: 'Accompagnement' },
    });
    expect(cartLineFor(dish, ['riz'])).toMatchObject({ ok: false, error: { code: 'OPTION_UNAVAILABLE' } });
  });

  it('changes, removes and counts a line by its key, leaving the same dish with other choices alone', () => {
    const items = [
      { ...lineOf(['atti']), quantity: 1 },
      { ...lineOf(['allo'], 'sans oignon'), quantity: 2 },
    ];
    const key = cartLineKey(items[1]!);
    expect(setCartQuantity(items, key, 5).map((i) => i.quantity)).toEqual([1, 5]);
    expect(removeFromCart(items, key).map((i) => i.options)).toEqual([['atti']]);
  });

  it('changes a note, merging the line into the one it then matches', () => {
    const items = [
      { ...lineOf(['allo']), quantity: 1 },
      { ...lineOf(['allo'], 'piment à part'), quantity: 2 },
    ];
    const renoted = setCartNote(items, cartLineKey(items[0]!), 'bien cuit');
    expect(renoted.map((i) => [i.note, i.quantity])).toEqual([
      ['bien cuit', 1],
      ['piment à part', 2],
    ]);
    const merged = setCartNote(items, cartLineKey(items[1]!), '');
    expect(merged.map((i) => [i.note, i.quantity])).toEqual([[undefined, 3]]);
  });

  it('sends the choices and note of a line, and a plain line as before', () => {
    const items = [
      { id: 'a', name: 'A', price: 100, image: '', category: 'c', quantity: 2 },
      { ...lineOf(['allo', 'oeuf'], 'bien cuit'), quantity: 1 },
    ];
    expect(cartDishes(items)).toEqual([
      { dish_id: 'a', quantity: 2 },
      { dish_id: 'poisson', quantity: 1, options: ['allo', 'oeuf'], note: 'bien cuit' },
    ]);
  });

  it('reads a cart saved before choices as it was, and drops ill-formed optional fields only', () => {
    const old = [{ id: 'a', name: 'A', price: 100, image: '', category: 'c', quantity: 2 }];
    expect(sanitizeCart(old)).toEqual(old);
    const odd = [
      {
        ...old[0],
        options: ['x', 3],
        choices: [{ group: 'G', name: 'X', price_delta: 0 }, 'bad'],
        note: 'x'.repeat(200),
        allergens: ['peanuts', 7],
      },
    ];
    const [line] = sanitizeCart(odd);
    expect(line).toMatchObject({
      options: ['x'],
      choices: [{ group: 'G', name: 'X', price_delta: 0 }],
      allergens: ['peanuts'],
    });
    expect(line?.note).toHaveLength(140);
  });
});
