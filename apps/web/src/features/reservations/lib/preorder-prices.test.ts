import { describe, expect, it } from 'vitest';
import type { CartItem, Dish } from '@lome/shared';
import { priceBasket } from './preorder-prices';

const line = (id: string, price: number, quantity: number): CartItem => ({
  id,
  name: id,
  price,
  image: '',
  category: 'c',
  quantity,
});
const dish = (dish_id: string, dish_price: number, available = true) =>
  ({ dish_id, dish_price, available }) as Dish;

describe('priceBasket', () => {
  it('takes the menu price of today, not the one saved when the dish was added', () => {
    const { lines, total } = priceBasket(
      [line('fufu', 3000, 2), line('akoume', 2500, 1)],
      [dish('fufu', 3500), dish('akoume', 2500)],
    );
    expect(lines.map((l) => l.price)).toEqual([3500, 2500]);
    expect(total).toBe(2 * 3500 + 2500);
  });

  it('keeps the saved prices until the menu is loaded', () => {
    expect(priceBasket([line('fufu', 3000, 2)], undefined)).toMatchObject({
      lines: [{ price: 3000, offered: true }],
      total: 6000,
    });
  });

  it('flags a dish no longer offered and leaves it out of the total', () => {
    const { lines, total } = priceBasket(
      [line('fufu', 3000, 2), line('gboma', 4000, 1)],
      [dish('fufu', 3000), dish('gboma', 4000, false)],
    );
    expect(lines.map((l) => l.offered)).toEqual([true, false]);
    expect(total).toBe(6000);
    expect(priceBasket([line('ablo', 1500, 1)], []).total).toBe(0);
  });
});
