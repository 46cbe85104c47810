import { describe, expect, it } from 'vitest';
import type { MenuDish } from '@lome/shared';
import { createDishSearch } from './dish-index';

const dish = (id: string, name: string, description: string): MenuDish => ({
  id,
  name,
  description,
  price: 2500,
  image: '/uploads/catalogue/x.svg',
  category: 'plats',
  featured: false,
  type_dish: 'Plat',
});

// A slice of the demo menu: names and descriptions as the seed writes them.
const dishes = [
  dish(
    'fufu',
    'Fufu sauce arachide',
    "Igname pilée au mortier, servie avec une sauce d'arachide et du poulet.",
  ),
  dish('attieke', 'Attiéké poisson braisé', 'Tilapia entier braisé au charbon, attiéké (semoule de manioc).'),
  dish('alloco', 'Alloco', 'Bananes plantains bien mûres frites, sauce tomate pimentée.'),
  dish('koklo', 'Koklo méme', 'Poulet bicyclette grillé au feu de bois, mariné aux épices togolaises.'),
  dish('bissap', 'Bissap', "Infusion glacée de fleurs d'hibiscus à la menthe fraîche."),
  dish('gingembre', 'Jus de gingembre', 'Gingembre frais pressé, citron et ananas.'),
  dish('thieb', 'Thieboudienne', 'Riz cassé cuit dans un bouillon de poisson et de légumes.'),
  dish('yassa', 'Poulet yassa', 'Poulet mariné au citron et aux oignons confits.'),
];
const search = createDishSearch(dishes);

describe('createDishSearch', () => {
  it.each([
    { q: 'foufou', first: 'fufu' },
    { q: 'atieke', first: 'attieke' },
    { q: 'attieke', first: 'attieke' },
    { q: 'ATTIÉKÉ', first: 'attieke' },
    { q: 'aloko', first: 'alloco' },
    { q: 'poulet braise', first: 'koklo' },
    { q: 'jus de bissap', first: 'bissap' },
    { q: 'thieboudiene', first: 'thieb' },
    { q: 'bisap', first: 'bissap' },
    { q: 'yasa', first: 'yassa' },
    { q: 'gingem', first: 'gingembre' },
  ])('$q finds $first first', ({ q, first }) => {
    expect(search(q)[0]?.id).toBe(first);
  });

  it('ranks the dish named by the words above one that only mentions them', () => {
    expect(search('poulet').map((d) => d.id)).toEqual(expect.arrayContaining(['yassa', 'fufu', 'koklo']));
    expect(search('poulet')[0]?.id).toBe('yassa');
  });

  it('asks for every word typed, and finds nothing for words no dish has', () => {
    expect(search('poulet braise').map((d) => d.id)).toEqual(['koklo']);
    expect(search('pizza')).toEqual([]);
  });

  it('keeps every dish, in the menu order, for a blank search', () => {
    expect(search('  ').map((d) => d.id)).toEqual(dishes.map((d) => d.id));
  });
});
