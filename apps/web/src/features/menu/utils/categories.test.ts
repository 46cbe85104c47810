import { describe, expect, it } from 'vitest';
import { categoryIconKind, orderVeganFirst } from './categories';

describe('categoryIconKind', () => {
  it.each([
    ['Entrées', 'starter'],
    ['entree du jour', 'starter'],
    ['Desserts', 'dessert'],
    ['Végan', 'dessert'],
    ['Cuisine VEGAN', 'dessert'],
    ['Grillades', 'default'],
    ['', 'default'],
  ])('%j -> %s', (name, kind) => {
    expect(categoryIconKind(name)).toBe(kind);
  });
});

describe('orderVeganFirst', () => {
  const c = (name: string) => ({ id: name, name, bgImage: null });
  it.each([
    { names: ['Entrées', 'Plats', 'Végan'], expected: ['Végan', 'Entrées', 'Plats'] },
    {
      names: ['Grillades', 'Cuisine vegan', 'Boissons'],
      expected: ['Cuisine vegan', 'Grillades', 'Boissons'],
    },
    { names: ['VÉGAN', 'Plats'], expected: ['VÉGAN', 'Plats'] },
    { names: ['Entrées', 'Plats'], expected: ['Entrées', 'Plats'] },
    { names: [], expected: [] },
  ])('$names -> $expected', ({ names, expected }) => {
    expect(orderVeganFirst(names.map(c)).map((x) => x.name)).toEqual(expected);
  });

  it('leaves its input untouched', () => {
    const input = [c('Plats'), c('Végan')];
    orderVeganFirst(input);
    expect(input.map((x) => x.name)).toEqual(['Plats', 'Végan']);
  });
});
