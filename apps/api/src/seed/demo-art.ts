import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ART_DIR } from '../lib/assets.js';

/**
 * The demo's pictures (decision 0067): drawn once by scripts/demo-art and committed, one per demo dish, category
 * and article, named after it. The seed copies them; nothing is drawn while the server runs.
 */
export type DemoArtKind = 'dishes' | 'categories' | 'publications';

/** The kinds of dish a fallback picture stands for, told by words of the category's name. */
export type DishFallback = 'drink' | 'dessert' | 'grill' | 'dish';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase();

/** A name as a file name: no accents, lower case, words joined by dashes ("Samoussas au bœuf": samoussas-au-boeuf). */
export const artSlug = (name: string): string =>
  plain(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A dish or category of no picture of its own: a drink in a glass, a dessert, skewers, or rice with its sauce. */
export function dishFallback(categoryName: string): DishFallback {
  const category = plain(categoryName);
  if (/boisson|jus|drink/.test(category)) return 'drink';
  if (/dessert|sucr/.test(category)) return 'dessert';
  if (/grill|brais/.test(category)) return 'grill';
  return 'dish';
}

/** Where a committed picture is: `kind`'s own by file name, or a fallback ('fallbacks'). */
export const demoArtPath = (folder: DemoArtKind | 'fallbacks', file: string): string =>
  path.join(DEMO_ART_DIR, folder, file);

/**
 * The committed picture of a dish, category or article by its name, else its fallback: for a dish or a category
 * by words of the category's name, for an article a table set for a meal. A name of no picture is one staff gave
 * a demo dish since (a renamed dish keeps its picture's file), met again when that file is restored.
 */
export function demoArtFile(kind: DemoArtKind, name: string, categoryName = name): string {
  const own = demoArtPath(kind, `${artSlug(name)}.svg`);
  if (fs.existsSync(own)) return own;
  const fallback = kind === 'publications' ? 'publication' : dishFallback(categoryName);
  return demoArtPath('fallbacks', `${fallback}.svg`);
}
