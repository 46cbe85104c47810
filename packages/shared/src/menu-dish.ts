// Kept apart from the zod schemas so the pages that only show dishes do not load zod.
import type { Allergen } from './allergens.js';
import type { OptionGroup } from './dish-options.js';
import type { Dish } from './schemas/catalogue.js';

/** Front-end shape of a dish (P12.3): what cards, the menu and the cart use. */
export type MenuDish = {
  id: string;
  name: string;
  description: string;
  price: number;
  image: string;
  category: string;
  featured: boolean;
  type_dish: string;
  /** What the dish's details show: its preparation time, or how many hours ahead it is ordered. */
  preparation_time?: string | null;
  requires_advance_notice?: boolean;
  /** The hours of notice the dish needs, when it needs any. */
  advance_notice_hours?: number;
  /** "Épuisé aujourd'hui": shown, not orderable. */
  sold_out?: boolean;
  /** Its groups of choices (decision 0081), when it has any. */
  option_groups?: OptionGroup[];
  /** The allergens of the dish itself (its choices' own are on each choice). */
  allergens?: Allergen[];
  /** Today's portions left; absent when unlimited. */
  portions_left?: number;
};

/** Sold out for today: marked so, or no portion left. Such a dish is shown, not orderable. */
export const isSoldOut = (d: Pick<MenuDish, 'sold_out' | 'portions_left'>): boolean =>
  !!d.sold_out || d.portions_left === 0;

/** Maps the server's dish to the front-end shape; a dish without category belongs to 'all' (P12.3). */
export function toMenuDish(d: Dish): MenuDish {
  return {
    id: d.dish_id,
    name: d.dish_name,
    description: d.dish_description,
    price: d.dish_price,
    image: d.bg_image,
    category: d.specialite_id ?? 'all',
    featured: d.featured,
    type_dish: d.type_name,
    preparation_time: d.preparation_time,
    requires_advance_notice: d.requires_advance_notice,
    ...(d.advance_notice_hours && { advance_notice_hours: d.advance_notice_hours }),
    ...(d.sold_out && { sold_out: true }),
    ...(d.option_groups?.length && { option_groups: d.option_groups }),
    ...(d.allergens?.length && { allergens: d.allergens }),
    ...(typeof d.portions_left === 'number' && { portions_left: d.portions_left }),
  };
}

/** Server defaults for fields a row leaves empty (P12.3). */
export const DEFAULT_DISH_DESCRIPTION = 'Une délicieuse création de notre chef';
export const DEFAULT_DISH_TYPE = 'Plat';
export const DEFAULT_PUBLICATION_EXCERPT = 'Découvrez nos dernières actualités...';
/** Picture of a dish, category or article that has none; served by the API. */
export const CATALOGUE_PLACEHOLDER_IMAGE = '/uploads/catalogue/placeholder.svg';
