import { z } from 'zod';
import { ALLERGENS } from '../allergens.js';
import { optionGroupSchema } from './dish-options.js';

/** GET /api/categories item (P12.3 Category). */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  bgImage: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/dishes and /api/menu item (P12.3 Dish, server field names). Prices are integer FCFA. */
export const dishSchema = z.object({
  dish_id: z.string(),
  dish_name: z.string(),
  dish_description: z.string(),
  dish_price: z.number().int(),
  bg_image: z.string(),
  specialite_id: z.string().nullable(),
  type_name: z.string(),
  featured: z.boolean(),
  available: z.boolean(),
  preparation_time: z.string().nullable(),
  requires_advance_notice: z.boolean(),
  /** Ours: the hours of notice a dish marked 'Réservation à l'avance' needs (24, 48, 3...); absent without notice. */
  advance_notice_hours: z.number().int().positive().optional(),
  /** "Épuisé aujourd'hui": on the menu but not orderable until tomorrow. Absent means false. */
  sold_out: z.boolean().optional(),
  /** Ours (decision 0081): the dish's groups of choices, in order; absent or empty when it has none. */
  option_groups: z.array(optionGroupSchema).optional(),
  /** Ours: the allergens of the EU list the dish holds (its choices' own are on each choice). */
  allergens: z.array(z.enum(ALLERGENS)).optional(),
  /** Ours: today's portions left; null or absent when unlimited. */
  portions_left: z.number().int().nullable().optional(),
});
export type Dish = z.infer<typeof dishSchema>;

/** GET /api/specialites item: a category with its dish count. */
export const specialiteSchema = categorySchema.extend({ dish_count: z.number().int() });
export type Specialite = z.infer<typeof specialiteSchema>;

/** GET /api/menu: every available dish with the categories they belong to, in one call. */
export const menuSchema = z.object({
  categories: z.array(categorySchema),
  dishes: z.array(dishSchema),
});
export type Menu = z.infer<typeof menuSchema>;

export const typePublishSchema = z.object({ id: z.string(), name: z.string() });
export type TypePublish = z.infer<typeof typePublishSchema>;

/** GET /api/publishes/content item (P12.3 Publication). */
export const publicationSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().nullable(),
  created_at: z.string(),
  image: z.string(),
  type_publish_id: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const catalogueMessages = {
  publicationNotFound: 'Article introuvable.',
  publicationRef: "Référence d'article invalide.",
} as const;
