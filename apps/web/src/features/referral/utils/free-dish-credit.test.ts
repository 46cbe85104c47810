import { describe, expect, it } from 'vitest';
import type { FreeDishCredit, MenuDish } from '@lome/shared';
import { creditedDish, eligibleDishes, isSurprise } from './free-dish-credit';

const dish = (id: string, price: number): MenuDish => ({
  id,
  name: id,
  price,
  description: '',
  image: '',
  category: 'c',
  featured: false,
  type_dish: 'Plat',
});
const menu = [dish('fufu', 3500), dish('ablo', 5000), dish('poisson', 7500), dish('eau', 0)];
const surprise: FreeDishCredit = {
  id: 'c1',
  dish: { id: null, name: 'Plat surprise' },
  cap_amount: 5000,
  expires_at: '2026-05-01T00:00:00Z',
  created_at: '2026-03-01T00:00:00Z',
  status: 'available',
  available: true,
  source_user: null,
  used_order_id: null,
};
const named = { ...surprise, dish: { id: 'ablo', name: 'Ablo' } };

describe('free dish credits', () => {
  it('tells a surprise from a named dish', () => {
    expect(isSurprise(surprise)).toBe(true);
    expect(isSurprise(named)).toBe(false);
  });

  it('offers for a surprise the dishes its cap covers entirely, dearest first', () => {
    expect(eligibleDishes(menu, surprise).map((d) => d.id)).toEqual(['ablo', 'fufu']);
    expect(eligibleDishes(menu, { ...surprise, cap_amount: 8000 }).map((d) => d.id)).toEqual([
      'poisson',
      'ablo',
      'fufu',
    ]);
  });

  it('finds the credited dish, and nothing for a surprise or a dish gone from the menu', () => {
    expect(creditedDish(menu, named)?.id).toBe('ablo');
    expect(creditedDish(menu, { ...named, dish: { id: 'gone', name: 'Ablo' } })).toBeUndefined();
    expect(creditedDish(menu, surprise)).toBeUndefined();
  });
});
