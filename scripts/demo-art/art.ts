import { CATALOGUE_PLACEHOLDER_FILE } from '../../apps/api/src/lib/assets.js';
import { demoCategories, demoPublications } from '../../apps/api/src/seed/demo-data.js';
import { artSlug, demoArtPath, type DemoArtKind } from '../../apps/api/src/seed/demo-art.js';
import {
  demoCategoryLooks,
  demoDishLooks,
  demoPublicationLooks,
  fallbackDishLooks,
  fallbackPublicationLook,
} from './looks.js';
import { categorySvg, dishSvg, placeholderSvg, publicationSvg, type Look } from './picture.js';

/**
 * Every picture the server ships, drawn now, by the file it is committed as: the placeholder, one picture per
 * demo dish, category and article of seed/demo-data.ts (named as seed/demo-art.ts finds it), and the fallbacks.
 * A demo name with no look of its own, or two names under one file name, is a mistake to fix here.
 */
export function drawDemoArt(): Map<string, string> {
  const files = new Map<string, string>([[CATALOGUE_PLACEHOLDER_FILE, placeholderSvg()]]);
  const add = (file: string, svg: string) => {
    if (files.has(file)) throw new Error(`two pictures would be ${file}`);
    files.set(file, svg);
  };
  const own = (kind: DemoArtKind, looks: Record<string, Look>, name: string, draw: typeof dishSvg) => {
    const look = looks[name];
    if (!look) throw new Error(`no look for the demo's ${kind} "${name}" (scripts/demo-art/looks.ts)`);
    add(demoArtPath(kind, `${artSlug(name)}.svg`), draw(look, name));
  };
  for (const category of demoCategories) {
    own('categories', demoCategoryLooks, category.name, categorySvg);
    for (const dish of category.dishes) own('dishes', demoDishLooks, dish.name, dishSvg);
  }
  for (const article of demoPublications)
    own('publications', demoPublicationLooks, article.title, publicationSvg);
  for (const [kind, look] of Object.entries(fallbackDishLooks)) {
    add(demoArtPath('fallbacks', `${kind}.svg`), dishSvg(look, kind));
  }
  add(demoArtPath('fallbacks', 'publication.svg'), publicationSvg(fallbackPublicationLook, 'publication'));
  return files;
}
