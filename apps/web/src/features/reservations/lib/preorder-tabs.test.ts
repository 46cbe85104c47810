import { describe, expect, it } from 'vitest';
import type { Category, Dish } from '@lome/shared';
import { dishesOfTab, tabOfCategory } from './preorder-tabs';

describe('tabOfCategory', () => {
  it.each([
    ['Entrées', 'entrees'],
    ['ENTREE du jour', 'entrees'],
    ['Plats Principaux', 'plats'],
    ['Desserts', 'desserts'],
    ['Spécialités togolaises', 'specialites'],
    ['Grillades', 'specialites'],
    ['Végan', 'specialites'],
    ['Boissons', null],
  ] as const)('%s -> %s', (name, tab) => {
    expect(tabOfCategory(name)).toBe(tab);
  });
});

describe('dishesOfTab', () => {
  const categories: Category[] = [
    { id: 'c1', name: 'Entrées', bgImage: null },
    { id: 'c2', name: 'Grillades', bgImage: null },
    { id: 'c3', name: 'Boissons', bgImage: null },
  ];
  const dish = (id: string, specialite_id: string | null): Dish => ({
    dish_id: id,
    dish_name: id,
    dish_description: '',
    dish_price: 1000,
    bg_image: '',
    specialite_id,
    type_name: 'Plat',
    featured: false,
    available: true,
    preparation_time: null,
    requires_advance_notice: false,
  });
  const dishes = [dish('a', 'c1'), dish('b', 'c2'), dish('c', 'c3'), dish('d', null)];

  it.each([
    ['tous', ['a', 'b', 'c', 'd']],
    ['entrees', ['a']],
    ['specialites', ['b']],
    ['desserts', []],
  ] as const)('%s shows %o', (tab, ids) => {
    expect(dishesOfTab(tab, dishes, categories).map((d) => d.dish_id)).toEqual(ids);
  });
});
