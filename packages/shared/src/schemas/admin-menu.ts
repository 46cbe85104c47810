import { z } from 'zod';
import { recordIdSchema } from './orders.js';
import { formatNumber } from '../money.js';
import { textInput } from './text.js';
import { allergensSchema } from './dish-options.js';
import { ALLERGENS } from '../allergens.js';

/** The Lomé calendar day of `date` (YYYY-MM-DD): Lomé keeps UTC all year, with no summer time. */
export const lomeDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Longest texts of the menu editor, in characters. */
export const MENU_LIMITS = { categoryName: 60, dishName: 100, description: 500, type: 40, price: 1_000_000 };

export const menuMessages = {
  categoryName: 'Indiquez le nom de la catégorie.',
  categoryNameTooLong: `Le nom de la catégorie est trop long (${MENU_LIMITS.categoryName} caractères maximum).`,
  dishName: 'Indiquez le nom du plat.',
  dishNameTooLong: `Le nom du plat est trop long (${MENU_LIMITS.dishName} caractères maximum).`,
  descriptionTooLong: `La description est trop longue (${MENU_LIMITS.description} caractères maximum).`,
  typeTooLong: `Le type est trop long (${MENU_LIMITS.type} caractères maximum).`,
  price: 'Le prix est un nombre entier de FCFA, supérieur à 0.',
  priceTooHigh: `Le prix ne peut pas dépasser ${formatNumber(MENU_LIMITS.price)} FCFA.`,
  category: 'Choisissez une catégorie.',
  categoryRef: 'Référence de catégorie invalide.',
  dishRef: 'Référence de plat invalide.',
  image: 'Image invalide : envoyez une photo JPEG ou PNG.',
  direction: 'Sens de déplacement invalide.',
  categoryNotFound: 'Catégorie introuvable.',
  dishNotFound: 'Plat introuvable.',
  categoryNotEmpty:
    'Cette catégorie contient encore des plats : déplacez-les ou supprimez-les, ou masquez la catégorie.',
  dishInUse: 'Ce plat figure dans des commandes ou des réservations : masquez-le plutôt que de le supprimer.',
  pictureRequired: 'Choisissez une photo JPEG ou PNG.',
  /** Refused at order or reservation time. */
  soldOut: (name: string) =>
    `«\u00a0${name}\u00a0» est épuisé aujourd'hui. Retirez-le de votre panier ou choisissez un autre plat.`,
} as const;

/** A picture the menu editor uploaded (or a seeded drawing): only our own catalogue pictures are accepted. */
const catalogueImage = textInput({ error: menuMessages.image })
  .regex(/^\/uploads\/catalogue\/[A-Za-z0-9_-]+\.(?:jpg|png|svg)$/, menuMessages.image)
  .nullable();

const categoryName = textInput({ error: menuMessages.categoryName })
  .trim()
  .min(1, menuMessages.categoryName)
  .max(MENU_LIMITS.categoryName, menuMessages.categoryNameTooLong);

/** Whole FCFA, more than 0 (P1.1: money is an integer). */
export const priceSchema = z
  .number({ error: menuMessages.price })
  .int(menuMessages.price)
  .min(1, menuMessages.price)
  .max(MENU_LIMITS.price, menuMessages.priceTooHigh);

/** POST /api/admin/categories */
export const adminCategoryCreateSchema = z.object({ name: categoryName, image: catalogueImage.optional() });
export type AdminCategoryCreate = z.infer<typeof adminCategoryCreateSchema>;

/** PATCH /api/admin/categories/{id}: any of the fields; `hidden` takes it and its dishes off the menu. */
export const adminCategoryUpdateSchema = z.object({
  name: categoryName.optional(),
  image: catalogueImage.optional(),
  hidden: z.boolean().optional(),
});
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdateSchema>;

const dishFields = {
  name: textInput({ error: menuMessages.dishName })
    .trim()
    .min(1, menuMessages.dishName)
    .max(MENU_LIMITS.dishName, menuMessages.dishNameTooLong),
  description: textInput({ error: menuMessages.descriptionTooLong })
    .trim()
    .max(MENU_LIMITS.description, menuMessages.descriptionTooLong)
    .nullable(),
  price: priceSchema,
  category_id: recordIdSchema(menuMessages.category),
  image: catalogueImage,
  type_name: textInput({ error: menuMessages.typeTooLong })
    .trim()
    .max(MENU_LIMITS.type, menuMessages.typeTooLong)
    .nullable(),
  featured: z.boolean(),
};

/** POST /api/admin/dishes */
export const adminDishCreateSchema = z
  .object(dishFields)
  .partial({ description: true, image: true, type_name: true, featured: true });
export type AdminDishCreate = z.infer<typeof adminDishCreateSchema>;

/**
 * PATCH /api/admin/dishes/{id}: any of the fields; `available: false` hides the dish from the menu (old orders keep
 * it), `sold_out_today` marks it "Épuisé aujourd'hui" until the end of the Lomé day.
 */
export const adminDishUpdateSchema = z.object(dishFields).partial().extend({
  available: z.boolean().optional(),
  sold_out_today: z.boolean().optional(),
  /** Ours (decision 0081): the allergens of the EU list the dish holds, replacing those it had. */
  allergens: allergensSchema.optional(),
});
export type AdminDishUpdate = z.infer<typeof adminDishUpdateSchema>;

/** POST /api/admin/{categories|dishes}/{id}/move: one place up or down in the menu's order. */
export const adminMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: menuMessages.direction }),
});
export type AdminMove = z.infer<typeof adminMoveSchema>;

export const adminCategoryParamsSchema = z.object({ id: recordIdSchema(menuMessages.categoryRef) });
export const adminDishParamsSchema = z.object({ id: recordIdSchema(menuMessages.dishRef) });

export const adminMenuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
});
export type AdminMenuCategory = z.infer<typeof adminMenuCategorySchema>;

export const adminMenuDishSchema = z.object({
  id: z.string(),
  category_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  image: z.string().nullable(),
  type_name: z.string().nullable(),
  featured: z.boolean(),
  available: z.boolean(),
  sold_out_today: z.boolean(),
  position: z.number().int(),
  /** Ours (decision 0081), optional: the dish's allergens, its groups of choices (ids, in order), today's portions. */
  allergens: z.array(z.enum(ALLERGENS)).optional(),
  option_group_ids: z.array(z.string()).optional(),
  /** The portions set for today (null: unlimited) and how many are left. */
  portions: z.number().int().nullable().optional(),
  portions_left: z.number().int().nullable().optional(),
});
export type AdminMenuDish = z.infer<typeof adminMenuDishSchema>;

/** GET /api/admin/menu: everything, hidden included, in the menu's order. */
export const adminMenuSchema = z.object({
  categories: z.array(adminMenuCategorySchema),
  dishes: z.array(adminMenuDishSchema),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** POST /api/admin/catalogue/pictures: the stored picture, its variants already made. */
export const adminPictureSchema = z.object({
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminPicture = z.infer<typeof adminPictureSchema>;
