import { z } from 'zod';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput } from './text.js';

/** More than the whole menu: a visitor's list only grows by tapping hearts on it. */
export const MAX_MERGED_FAVORITES = 200;

export const favoriteMessages = {
  dishRef: 'Plat invalide.',
  dishNotFound: 'Plat introuvable.',
  tooMany: `Trop de favoris envoyés (${MAX_MERGED_FAVORITES} au maximum).`,
} as const;

const dishIdSchema = textInput({ error: favoriteMessages.dishRef })
  .min(1, favoriteMessages.dishRef)
  .max(TEXT_LIMITS.id, favoriteMessages.dishRef);

/** PUT and DELETE /api/favorites/{dish_id} path. */
export const favoriteParamsSchema = z.object({ dish_id: dishIdSchema });

/** GET /api/favorites and POST /api/favorites/merge answer: the account's favourite dishes, latest heart first. */
export const favoriteListSchema = z.object({ dish_ids: z.array(z.string()) });
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** POST /api/favorites/merge body: the hearts given before logging in, added to the account's. */
export const favoriteMergeSchema = z.object(
  {
    dish_ids: z
      .array(dishIdSchema, { error: favoriteMessages.dishRef })
      .max(MAX_MERGED_FAVORITES, favoriteMessages.tooMany),
  },
  { error: messages.invalidInput },
);
