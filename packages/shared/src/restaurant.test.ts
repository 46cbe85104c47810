import { describe, expect, it } from 'vitest';
import { chezRestaurant } from './restaurant.js';

describe('chezRestaurant', () => {
  it.each([
    ['Chez Mama Lomé', 'chez Mama Lomé'],
    ['chez  Afi', 'chez Afi'],
    ['Le Maquis', 'chez Le Maquis'],
    ['Chezale', 'chez Chezale'],
  ])('%s -> %s', (name, text) => expect(chezRestaurant(name)).toBe(text));

  it("says the site's own name once", () => expect(chezRestaurant()).toBe('chez Mama Lomé'));
});
