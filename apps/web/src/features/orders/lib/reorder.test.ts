import { describe, expect, it } from 'vitest';
import type { MenuDish, OrderDish } from '@lome/shared';
import { reorderLines } from './reorder';
import { choice, optionGroup } from '@/test/fixtures/dish-options';

const line = (dish_id: string, dish_name: string, quantity: number): OrderDish => ({
  dish_id,
  dish_name,
  img_plat: null,
  quantity,
  price_per_unit: 2000,
});
const dish = (id: string, name: string, price: number, patch: Partial<MenuDish> = {}): MenuDish => ({
  id,
  name,
  description: '',
  price,
  image: `${id}.jpg`,
  category: 'c1',
  featured: false,
  type_dish: 'Plat',
  ...patch,
});

describe('reorderLines', () => {
  it("puts back the dishes on sale at today's price, and names the others", () => {
    const ordered = [line('d1', 'Fufu', 2), line('d2', 'Ayimolou', 1), line('d3', 'Koklo meme', 1)];
    const menu = [dish('d1', 'Fufu', 2500), dish('d3', 'Koklo meme', 4000, { sold_out: true })];
    expect(reorderLines(ordered, menu)).toEqual({
      lines: [{ id: 'd1', name: 'Fufu', price: 2500, image: 'd1.jpg', category: 'c1', quantity: 2 }],
      unavailable: ["Ayimolou n'est plus disponible", "Koklo meme est épuisé aujourd'hui"],
    });
  });

  it('puts back nothing when the menu no longer has any of them', () => {
    expect(reorderLines([line('d9', 'Gboma', 1)], [])).toEqual({
      lines: [],
      unavailable: ["Gboma n'est plus disponible"],
    });
  });

  it('puts back a line with its choices and note, at their price of today, or says a choice is gone', () => {
    const groups: MenuDish['option_groups'] = [
      optionGroup('g', 'Accompagnement', [
        choice('atti', 'Attiéké', 0, { is_default: true }),
        choice('allo', 'Alloco', 500),
      ]),
    ];
    const sold = (id: string): OrderDish => ({
      ...line('d1', 'Poisson', 2),
      options: [{ group: 'Accompagnement', name: 'Alloco', price_delta: 300, id }],
      note: 'bien cuit',
    });
    const menu = [dish('d1', 'Poisson', 3000, { option_groups: groups })];
    expect(reorderLines([sold('allo')], menu).lines).toEqual([
      {
        id: 'd1',
        name: 'Poisson',
        price: 3500,
        image: 'd1.jpg',
        category: 'c1',
        quantity: 2,
        options: ['allo'],
        choices: [{ group: 'Accompagnement', name: 'Alloco', price_delta: 500 }],
        note: 'bien cuit',
      },
    ]);
    expect(reorderLines([sold('gone')], menu)).toEqual({
      lines: [],
      unavailable: ["Poisson : un de ses choix n'est plus proposé"],
    });
  });
});
