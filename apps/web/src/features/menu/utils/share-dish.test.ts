import { describe, expect, it } from 'vitest';
import { dishShareText, whatsappDishUrl } from './share-dish';

describe('sharing a dish', () => {
  const dish = { name: 'Riz & "sauce" graine', price: 4500 };

  it('says the dish, its price in FCFA and the restaurant', () => {
    expect(dishShareText(dish)).toBe('Riz & "sauce" graine à 4\u00a0500\u00a0FCFA chez Mama Lomé');
  });

  it('opens WhatsApp with that text and the dish address, encoded whole', () => {
    const url = new URL(whatsappDishUrl(dish, 'https://chezmama.tg/menu/d-1?x=1&y=2'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(
      'Riz & "sauce" graine à 4\u00a0500\u00a0FCFA chez Mama Lomé : https://chezmama.tg/menu/d-1?x=1&y=2',
    );
  });
});
