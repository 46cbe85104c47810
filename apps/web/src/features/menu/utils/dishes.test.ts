import { describe, expect, it } from 'vitest';
import type { MenuDish } from '@lome/shared';
import {
  ALL_CATEGORIES,
  categoriesInDishOrder,
  dishCountLabel,
  filterByCategory,
  groupByCategory,
  OTHER_DISHES,
  searchDishes,
} from './dishes';

const dish = (id: string, name: string, category: string, description = ''): MenuDish => ({
  id,
  name,
  description,
  price: 2500,
  image: '/uploads/catalogue/x.svg',
  category,
  featured: false,
  type_dish: 'Plat',
});

const dishes = [
  dish('1', 'Fufu sauce arachide', 'plats', 'Igname pilée'),
  dish('2', 'Salade végétarienne', 'vegan', 'Crudités du marché'),
  dish('3', 'Akpan glacé', 'desserts', 'Maïs fermenté, lait'),
  dish('4', 'Poulet braisé', 'plats', 'Mariné au piment'),
  dish('5', 'Jus de bissap', 'all', 'Fleurs d’hibiscus'),
];

describe('searchDishes', () => {
  it.each([
    { q: '', ids: ['1', '2', '3', '4', '5'] },
    { q: '   ', ids: ['1', '2', '3', '4', '5'] },
    { q: 'fufu', ids: ['1'] },
    { q: 'FUFU', ids: ['1'] },
    { q: 'vegetarienne', ids: ['2'] },
    { q: 'mais', ids: ['3'] },
    { q: 'piment', ids: ['4'] },
    { q: 'foufou', ids: ['1'] },
    { q: 'pizza', ids: [] },
  ])('$q -> $ids', ({ q, ids }) => {
    expect(searchDishes(dishes, q).map((d) => d.id)).toEqual(ids);
  });
});

describe('categoriesInDishOrder', () => {
  it('puts the category of the best match first, the others after in their order', () => {
    const categories = ['plats', 'vegan', 'desserts'].map((id) => ({ id, name: id, bgImage: null }));
    const ranked = [dishes[2]!, dishes[0]!];
    expect(categoriesInDishOrder(ranked, categories).map((c) => c.id)).toEqual([
      'desserts',
      'plats',
      'vegan',
    ]);
  });
});

describe('filterByCategory', () => {
  it.each([
    { category: ALL_CATEGORIES, ids: ['1', '2', '3', '4', '5'] },
    { category: 'plats', ids: ['1', '4'] },
    { category: 'boissons', ids: [] },
  ])('$category -> $ids', ({ category, ids }) => {
    expect(filterByCategory(dishes, category).map((d) => d.id)).toEqual(ids);
  });
});

describe('groupByCategory', () => {
  const categories = ['vegan', 'plats', 'boissons', 'desserts'].map((id) => ({
    id,
    name: id,
    bgImage: null,
  }));

  it('follows the category order, skips empty categories and puts uncategorised dishes last', () => {
    const groups = groupByCategory(dishes, categories);
    expect(groups.map((g) => [g.category.name, g.dishes.map((d) => d.id)])).toEqual([
      ['vegan', ['2']],
      ['plats', ['1', '4']],
      ['desserts', ['3']],
      [OTHER_DISHES, ['5']],
    ]);
  });

  it('gives no group for no dish', () => {
    expect(groupByCategory([], categories)).toEqual([]);
  });
});

describe('dishCountLabel', () => {
  it.each([
    [0, '0 plat'],
    [1, '1 plat'],
    [2, '2 plats'],
    [12, '12 plats'],
  ])('%i -> %s', (n, label) => {
    expect(dishCountLabel(n)).toBe(label);
  });
});
