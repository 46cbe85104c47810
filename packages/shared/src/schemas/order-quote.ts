import { z } from 'zod';
import { messages } from '../messages.js';
import { discountBreakdownSchema } from './order-views.js';
import { soldLineFields } from './dish-options.js';
import { freeDishFields, ORDER_LIMITS, orderLineSchema, orderMessages, positionFields } from './orders.js';

/**
 * POST /api/orders/quote: the cart priced by the server, discounts included, before the order exists. Takes
 * the order payload; with the delivery point (latitude and longitude) the fee is the one of its distance band
 * (P3.3), the other address fields are accepted and ignored.
 */
export const orderQuoteRequestSchema = z.looseObject(
  {
    dishes: z
      .array(orderLineSchema, { error: orderMessages.noDishes })
      .min(1, orderMessages.noDishes)
      .max(ORDER_LIMITS.lines, orderMessages.tooManyLines),
    ...freeDishFields,
    latitude: positionFields.latitude.optional(),
    longitude: positionFields.longitude.optional(),
  },
  { error: messages.invalidInput },
);
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;
/** The quote request as the server reads it, coordinates parsed. */
export type OrderQuoteBody = z.output<typeof orderQuoteRequestSchema>;

export const orderQuoteSchema = z.object({
  lines: z.array(
    z.object({
      dish_id: z.string(),
      dish_name: z.string(),
      quantity: z.number().int(),
      price_per_unit: z.number().int(),
      ...soldLineFields,
    }),
  ),
  dishes_total: z.number().int(),
  discount_amount: z.number().int(),
  discounts: discountBreakdownSchema,
  /** The credit applied and the dish it makes free; null when none. */
  free_dish: z
    .object({ credit_id: z.string(), dish_id: z.string(), dish_name: z.string(), amount: z.number().int() })
    .nullable(),
  /** The account's first paid order would get the newsletter's 10 % (it is in `discounts.newsletter`). */
  newsletter_eligible: z.boolean(),
  delivery_price: z.number().int(),
  /**
   * Ours (P3.3): the delivery point's distance from the restaurant in metres; null until the point is sent.
   */
  distance_m: z.number().int().nullable().optional(),
  /** Ours (P3.3): the fee depends on the distance, so it is not known (0 above) until the point is sent. */
  delivery_by_distance: z.boolean().optional(),
  /** Ours (P3.4): the minimum dishes total of a delivery, 0 when none; a cart below it is refused (422). */
  min_order_total: z.number().int().optional(),
  total_price: z.number().int(),
  total_quantite: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
