import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartTotal,
  overDishMaximum,
  removeFromCart,
  sanitizeCart,
  setCartQuantity,
  type CartItem,
} from './cart.js';
import { sameCartLines, sameCartLinesBesideChoices } from './cart.js';

const dish = (id: string, price: number) => ({ id, name: `Plat ${id}`, price, image: '', category: 'c' });
const line = (id: string, price: number, quantity: number): CartItem => ({ ...dish(id, price), quantity });

describe('addToCart', () => {
  it.each([
    { name: 'a new dish starts at 1', items: [], add: 'a', expected: [['a', 1]] },
    { name: 'an existing dish goes +1', items: [line('a', 100, 2)], add: 'a', expected: [['a', 3]] },
    {
      name: 'another dish is appended',
      items: [line('a', 100, 2)],
      add: 'b',
      expected: [
        ['a', 2],
        ['b', 1],
      ],
    },
  ])('$name', ({ items, add, expected }) => {
    expect(addToCart(items, dish(add, 100)).map((i) => [i.id, i.quantity])).toEqual(expected);
  });

  it('adds nothing past the most an order takes of one dish, its lines with other choices counted', () => {
    const items = [line('a', 100, 30), { ...line('a', 300, 20), options: ['alloco'] }];
    expect(addToCart(items, dish('a', 100))).toBe(items);
    expect(addToCart(items, { ...dish('a', 300), options: ['riz'] })).toBe(items);
    expect(addToCart(items, dish('b', 100)).map((i) => i.quantity)).toEqual([30, 20, 1]);
  });

  it('does not change the cart it was given', () => {
    const items = [line('a', 100, 1)];
    addToCart(items, dish('a', 100));
    expect(items[0]?.quantity).toBe(1);
  });
});

describe('setCartQuantity', () => {
  const items = [line('a', 100, 2), line('b', 200, 1)];
  it.each([
    {
      id: 'a',
      quantity: 5,
      expected: [
        ['a', 5],
        ['b', 1],
      ],
    },
    {
      id: 'a',
      quantity: 1,
      expected: [
        ['a', 1],
        ['b', 1],
      ],
    },
    {
      id: 'a',
      quantity: 2.7,
      expected: [
        ['a', 2],
        ['b', 1],
      ],
    },
    { id: 'a', quantity: 0, expected: [['b', 1]] },
    { id: 'b', quantity: -3, expected: [['a', 2]] },
    {
      id: 'zz',
      quantity: 4,
      expected: [
        ['a', 2],
        ['b', 1],
      ],
    },
  ])('$id -> $quantity', ({ id, quantity, expected }) => {
    expect(setCartQuantity(items, id, quantity).map((i) => [i.id, i.quantity])).toEqual(expected);
  });

  it("raises a line only up to what the dish's other lines leave, and always lowers it", () => {
    const lines = [line('a', 100, 30), { ...line('a', 300, 10), options: ['alloco'] }];
    expect(setCartQuantity(lines, 'a', 45).map((i) => i.quantity)).toEqual([40, 10]);
    expect(setCartQuantity(lines, 'a', 50).map((i) => i.quantity)).toEqual([40, 10]);
    expect(setCartQuantity(lines, 'a', 12).map((i) => i.quantity)).toEqual([12, 10]);
  });
});

describe('overDishMaximum (the server counts the same way)', () => {
  it('counts a dish over all its lines', () => {
    expect(overDishMaximum([{ dish_id: 'a', quantity: 50 }])).toBe(false);
    expect(
      overDishMaximum([
        { dish_id: 'a', quantity: 30 },
        { dish_id: 'b', quantity: 30 },
        { dish_id: 'a', quantity: 21 },
      ]),
    ).toBe(true);
  });
});

describe('removeFromCart', () => {
  it.each([
    { id: 'a', expected: ['b'] },
    { id: 'zz', expected: ['a', 'b'] },
  ])('$id -> $expected', ({ id, expected }) => {
    expect(removeFromCart([line('a', 1, 1), line('b', 1, 1)], id).map((i) => i.id)).toEqual(expected);
  });
});

describe('cartCount and cartTotal', () => {
  it.each([
    { items: [], count: 0, total: 0 },
    { items: [line('a', 2500, 1)], count: 1, total: 2500 },
    { items: [line('a', 2500, 2), line('b', 1500, 3)], count: 5, total: 9500 },
    // A non-numeric price counts as 0 (P11.4).
    {
      items: [line('a', 2500, 1), { ...line('b', 0, 2), price: 'abc' as unknown as number }],
      count: 3,
      total: 2500,
    },
    { items: [{ ...line('a', 0, 2), price: '1200' as unknown as number }], count: 2, total: 2400 },
  ])('$count items, $total FCFA', ({ items, count, total }) => {
    expect(cartCount(items)).toBe(count);
    expect(cartTotal(items)).toBe(total);
  });
});

describe('sanitizeCart', () => {
  it.each([
    { name: 'not an array', value: { id: 'a' }, ids: [] },
    { name: 'null', value: null, ids: [] },
    { name: 'well-formed lines', value: [line('a', 1, 1), line('b', 1, 3)], ids: ['a', 'b'] },
    {
      name: 'broken lines dropped',
      value: [
        null,
        'x',
        { id: 1, quantity: 1 },
        { id: 'c', quantity: 0 },
        { id: 'd', quantity: 1.5 },
        line('e', 1, 2),
      ],
      ids: ['e'],
    },
  ])('$name', ({ value, ids }) => {
    expect(sanitizeCart(value).map((i) => i.id)).toEqual(ids);
  });
});

describe('sameCartLines', () => {
  it.each([
    [[{ dish_id: 'a', quantity: 2 }], [{ dish_id: 'a', quantity: 2 }], true],
    [
      [
        { dish_id: 'a', quantity: 1 },
        { dish_id: 'a', quantity: 1 },
      ],
      [{ dish_id: 'a', quantity: 2 }],
      true,
    ],
    [
      [
        { dish_id: 'a', quantity: 1 },
        { dish_id: 'b', quantity: 1 },
      ],
      [
        { dish_id: 'b', quantity: 1 },
        { dish_id: 'a', quantity: 1 },
      ],
      true,
    ],
    [[{ dish_id: 'a', quantity: 1 }], [{ dish_id: 'a', quantity: 2 }], false],
    [
      [{ dish_id: 'a', quantity: 1 }],
      [
        { dish_id: 'a', quantity: 1 },
        { dish_id: 'b', quantity: 1 },
      ],
      false,
    ],
  ])('%j vs %j -> %s', (a, b, same) => {
    expect(sameCartLines(a, b)).toBe(same);
  });
});

describe('sameCartLinesBesideChoices', () => {
  const riz = { dish_id: 'a', quantity: 1, options: ['riz'] };
  const alloco = { dish_id: 'a', quantity: 1, options: [{ id: 'alloco' }] };
  it.each([
    { name: 'other choices of the same dishes', a: [riz, riz], b: [{ ...alloco, quantity: 2 }], same: true },
    { name: 'choices split over lines', a: [riz, alloco], b: [{ dish_id: 'a', quantity: 2 }], same: true },
    { name: 'another quantity', a: [riz], b: [{ ...alloco, quantity: 2 }], same: false },
    { name: 'another note', a: [riz], b: [{ ...riz, note: 'sans piment' }], same: false },
    { name: 'another dish', a: [riz], b: [{ ...riz, dish_id: 'b' }], same: false },
  ])('$name: $same', ({ a, b, same }) => {
    expect(sameCartLinesBesideChoices(a, b)).toBe(same);
  });

  it('holds whenever the lines are the same, choices and all', () => {
    const carts = [
      [riz],
      [alloco],
      [riz, alloco],
      [{ ...riz, note: 'bien cuit' }],
      [{ ...riz, quantity: 2 }],
    ];
    for (const a of carts) {
      for (const b of carts) {
        if (sameCartLines(a, b)) expect(sameCartLinesBesideChoices(a, b)).toBe(true);
      }
    }
  });
});
