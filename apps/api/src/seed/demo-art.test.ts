import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artSlug, demoArtFile, dishFallback } from './demo-art.js';

describe('the demo art a name finds', () => {
  it.each([
    ['Koliko', 'koliko'],
    ["Salade d'avocat aux crevettes", 'salade-d-avocat-aux-crevettes'],
    ['Samoussas au bœuf', 'samoussas-au-boeuf'],
    ['Eau minérale (50 cl)', 'eau-minerale-50-cl'],
    [
      'Notre carte végane : la tradition togolaise, sans viande',
      'notre-carte-vegane-la-tradition-togolaise-sans-viande',
    ],
    ['../../etc/passwd', 'etc-passwd'],
  ])('names the file of "%s" %s', (name, slug) => {
    expect(artSlug(name)).toBe(slug);
  });

  it.each([
    ['Boissons', 'drink'],
    ['Jus frais', 'drink'],
    ['Desserts', 'dessert'],
    ['Douceurs sucrées', 'dessert'],
    ['Grillades', 'grill'],
    ['Poissons braisés', 'grill'],
    ['Plats Principaux', 'dish'],
  ])('shows a dish of "%s" with no picture of its own as %s', (category, fallback) => {
    expect(dishFallback(category)).toBe(fallback);
  });

  it('finds a demo name’s own picture, else the fallback of its kind', () => {
    const at = (file: string) => file.split(path.sep).slice(-2).join('/');
    expect(at(demoArtFile('dishes', 'Koliko', 'Entrées'))).toBe('dishes/koliko.svg');
    expect(at(demoArtFile('categories', 'Végan'))).toBe('categories/vegan.svg');
    expect(at(demoArtFile('dishes', 'Citronnade', 'Boissons'))).toBe('fallbacks/drink.svg');
    expect(at(demoArtFile('categories', 'Grillades du port'))).toBe('fallbacks/grill.svg');
    expect(at(demoArtFile('publications', 'Nouvel horaire'))).toBe('fallbacks/publication.svg');
  });
});
