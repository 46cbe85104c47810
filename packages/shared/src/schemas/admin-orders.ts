import { z } from 'zod';
import { messages } from '../messages.js';
import { RECORDED_PAYMENT_NETWORKS } from '../phone.js';
import { ALLERGENS } from '../allergens.js';
import { orderDishSchema, orderRiderSchema, orderSummarySchema } from './order-views.js';
import { lastMoveSchema, orderStatusSchema } from './orders.js';

// Staff's view of orders, a module of its own: the customers' pages never load it (the web uses its types only).

/** The payment that paid an order or a reservation, as staff read it: its amount and network ('CASH' for cash). */
export const paidWithSchema = z.object({
  amount: z.number().int(),
  network: z.enum(RECORDED_PAYMENT_NETWORKS),
});
export type PaidWith = z.infer<typeof paidWithSchema>;

/**
 * A sold line as staff read it: the line, and for the kitchen ticket its allergens (its dish's and its choices',
 * as they are now; decision 0081). Optional: absent when none is known.
 */
export const staffOrderDishSchema = orderDishSchema.extend({
  allergens: z.array(z.enum(ALLERGENS)).optional(),
});
export type StaffOrderDish = z.infer<typeof staffOrderDishSchema>;

/** An order as staff see it on the board: the customer, the address and the dishes. */
export const adminOrderSchema = orderSummarySchema.extend({
  customer: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string().nullable(),
    email: z.string(),
  }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  dishes: z.array(staffOrderDishSchema),
  /** When the kitchen must start it: its payment for ASAP, its slot less preparation and travel otherwise. */
  prep_starts_at: z.string().nullable().optional(),
  /** When it was flagged as not accepted in time (alarm red, admins e-mailed). */
  escalated_at: z.string().nullable().optional(),
  /** Placed by a company account or a colleague of one (priority support, P9.6): flagged and listed first. */
  is_company: z.boolean().optional(),
  /** Staff's last move, which "Annuler l'action" takes back until `undo_until`. */
  last_move: lastMoveSchema.nullable().optional(),
  /** The rider who took it, null before 'in_delivery'. */
  rider: orderRiderSchema.extend({ id: z.string() }).nullable().optional(),
  /** What paid it (the kitchen ticket states it); null while unpaid. */
  paid_with: paidWithSchema.nullable().optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/orders: one status, one day (`YYYY-MM-DD`, Lomé time = UTC), or both. */
export const adminOrderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  day: z.iso.date({ error: messages.invalidInput }).optional(),
});
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSchema) });
