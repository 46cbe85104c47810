import { z } from 'zod';
import { messages } from '../messages.js';
import { textInput } from './text.js';

export const RATING_COMMENT_MAX = 500;
/** Below this many ratings the home page keeps its launch figure: two reviews are not an average. */
export const RATING_SUMMARY_MIN_COUNT = 3;

export const ratingMessages = {
  stars: 'Veuillez choisir une note de 1 à 5 étoiles.',
  commentTooLong: `Votre commentaire est trop long (${RATING_COMMENT_MAX} caractères maximum).`,
  notDelivered: 'Vous pourrez noter cette commande une fois livrée.',
  alreadyRated: 'Vous avez déjà noté cette commande.',
  thanks: 'Merci pour votre avis !',
} as const;

/** POST /api/orders/{id}/rating body (P2.10): 1 to 5 stars and an optional comment. */
export const orderRatingCreateSchema = z.object(
  {
    stars: z
      .number({ error: ratingMessages.stars })
      .int(ratingMessages.stars)
      .min(1, ratingMessages.stars)
      .max(5, ratingMessages.stars),
    comment: textInput({ error: messages.invalidValue })
      .trim()
      .max(RATING_COMMENT_MAX, ratingMessages.commentTooLong)
      .nullish()
      // An empty box is no comment.
      .transform((v) => v || null),
  },
  { error: messages.invalidInput },
);
export type OrderRatingCreateInput = z.input<typeof orderRatingCreateSchema>;
export type OrderRatingCreate = z.output<typeof orderRatingCreateSchema>;

/** A delivered order's rating, as its owner and staff see it. */
export const orderRatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** GET /api/ratings/summary: `average` (one decimal) is null until there are enough ratings to mean something. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** POST /api/orders/{id}/rating answer. */
export const orderRatingResponseSchema = z.object({ message: z.string(), rating: orderRatingSchema });
export type OrderRatingResponse = z.infer<typeof orderRatingResponseSchema>;
