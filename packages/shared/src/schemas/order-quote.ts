import { z } from 'zod';
import { messages } from '../messages.js';
import {
  discountBreakdownSchema,
  freeDishFields,
  ORDER_LIMITS,
  orderLineSchema,
  orderMessages,
} from './orders.js';

/**
 * POST /api/orders/quote: the cart priced by the server, discounts included, before the order exists. Takes the
 * order payload; the address fields are accepted and ignored (the delivery fee does not depend on them).
 */
export const orderQuoteRequestSchema = z.looseObject(
  {
    dishes: z
      .array(orderLineSchema, { error: orderMessages.noDishes })
      .min(1, orderMessages.noDishes)
      .max(ORDER_LIMITS.lines, orderMessages.tooManyLines),
    ...freeDishFields,
  },
  { error: messages.invalidInput },
);
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

export const orderQuoteSchema = z.object({
  lines: z.array(
    z.object({
      dish_id: z.string(),
      dish_name: z.string(),
      quantity: z.number().int(),
      price_per_unit: z.number().int(),
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
  total_price: z.number().int(),
  total_quantite: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
