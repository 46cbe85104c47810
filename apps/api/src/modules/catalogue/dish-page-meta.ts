import { formatFcfa, pictureSources, restaurant, type Dish } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { PageMeta } from '../../plugins/web-html.js';
import { createCatalogueCache, type CachedBody } from './catalogue.cache.js';
import * as service from './catalogue.service.js';

/**
 * `dishMeta(id)` for the web plugin's /menu/{id} page: the dish as the menu shows it (available dishes only, as
 * the page itself), or undefined for an id that is not on the menu. Dishes are looked up in the catalogue cache,
 * so a link crawler or a visitor typing ids costs no database read between catalogue changes.
 */
export function createDishPageMeta(db: Db): (id: string) => Promise<PageMeta | undefined> {
  const cache = createCatalogueCache(db);
  let index: { entry: CachedBody; byId: Map<string, Dish> } | undefined;

  return async (id) => {
    const entry =
      cache.peek('dish-page-meta') ??
      (await cache.get('dish-page-meta', async () => (await service.getMenu(db)).dishes));
    // Parsed once per catalogue version: the cache keeps the serialized list, this keeps it by id.
    if (index?.entry !== entry) {
      const dishes = JSON.parse(entry.bodies.identity.toString('utf8')) as Dish[];
      index = { entry, byId: new Map(dishes.map((d) => [d.dish_id, d])) };
    }
    const dish = index.byId.get(id);
    if (!dish) return undefined;
    const text = dish.dish_description.trim();
    return {
      title: `${dish.dish_name} — ${restaurant.name}`,
      description: `${/[.!?…]$/.test(text) ? text : `${text}.`} Prix\u00a0: ${formatFcfa(dish.dish_price)}.`,
      // WhatsApp and Facebook show no SVG: a catalogue picture previews as its JPEG variant.
      image: pictureSources(dish.bg_image, { width: 400, height: 300 })?.jpeg ?? dish.bg_image,
      imageAlt: dish.dish_name,
    };
  };
}
