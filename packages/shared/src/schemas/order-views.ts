import { z } from 'zod';
import {
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  type PaymentAttemptState,
  type PaymentStatus,
} from '../statuses.js';
import { ORDER_PAYMENT_METHODS, ORDER_SOURCES, PICKUP_LOCATIONS } from '../order-source.js';
import { PAYMENT_NETWORKS } from '../phone.js';
import { orderStatusSchema } from './orders.js';
import { orderRatingSchema } from './ratings.js';
import { soldLineFields } from './dish-options.js';

/** A payment attempt's status other than paid: what an unpaid order's latest attempt can say. */
type UnpaidAttemptStatus = Exclude<PaymentStatus, 'paid'>;
const isUnpaidAttempt = (s: PaymentStatus): s is UnpaidAttemptStatus => s !== 'paid';

/**
 * What `payment_status` says (docs/product.md P6.2): 'completed' once paid, else the status of the latest payment
 * attempt, 'unpaid' when none was started. 'refund_pending': PayGate took the money but it could not be applied
 * (the order was cancelled or paid by another attempt meanwhile), so it is owed back (P6.7).
 */
export const ORDER_PAYMENT_STATUSES = [
  'completed',
  ...PAYMENT_STATUSES.filter(isUnpaidAttempt),
  'unpaid',
  'refund_pending',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/**
 * The `payment_status` of an order or reservation, from its paid flag and the state of the attempt that speaks
 * for it ('refunded' when that attempt's money is owed back).
 */
export function customerPaymentStatus(
  isPaid: boolean,
  latestAttempt: PaymentAttemptState | null,
): OrderPaymentStatus {
  if (isPaid) return 'completed';
  if (latestAttempt === null) return 'unpaid';
  // Money taken but not applied (order cancelled or paid by another attempt, or another amount): owed back.
  if (latestAttempt === 'paid' || latestAttempt === 'refunded') return 'refund_pending';
  return latestAttempt;
}

/** The money owed back on a cancelled paid order or reservation, as its customer follows it (P2.6). */
export const customerRefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  reference: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** The number that paid, where the refund is sent. */
  phone: z.string().nullable(),
});
export type CustomerRefund = z.infer<typeof customerRefundSchema>;

/**
 * The prompt under way on a sale's payment (decision 0077): the number and network it rang, the amount, its id to
 * follow it or to replace it ("Changer de numéro", "Réessayer", staff's "Renvoyer la demande").
 */
export const paymentUnderWaySchema = z.object({
  payment_id: z.string(),
  phone_number: z.string(),
  network: z.enum(PAYMENT_NETWORKS),
  amount: z.number().int(),
  started_at: z.string(),
});
export type PaymentUnderWay = z.infer<typeof paymentUnderWaySchema>;

/** What a customer's order or reservation says of its end and its money (decision 0039); all optional. */
export const lifeFields = {
  /** Why it was cancelled: staff's reason, 'expirée', or the kitchen's. */
  cancel_reason: z.string().nullable().optional(),
  refund: customerRefundSchema.nullable().optional(),
  /** When an unpaid one with no payment in progress is cancelled as expired. */
  expires_at: z.string().nullable().optional(),
  /** Set when an unpaid one was re-priced because a discount it held is no longer valid. */
  discount_notice: z.string().nullable().optional(),
  /** The payment under way, when the checkout finds its sale waiting on a prompt (decision 0077). */
  payment_under_way: paymentUnderWaySchema.nullable().optional(),
};

export const discountBreakdownSchema = z.object({
  free_dish: z.number().int(),
  newsletter: z.number().int(),
});
export type DiscountBreakdown = z.infer<typeof discountBreakdownSchema>;

/** An order in GET /api/orders-list (P12.3 Order in list), also the answer of POST /api/orders. */
export const orderSummarySchema = z.object({
  id: z.string(),
  order_id: z.string(),
  code_commande: z.string(),
  created_at: z.string(),
  is_paid: z.boolean(),
  paid_at: z.string().nullable(),
  /** The latest payment attempt, so a page reopened during a payment goes back to waiting for it. */
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  status: orderStatusSchema,
  dishes_total: z.number().int(),
  total_price: z.number().int(),
  total_quantite: z.number().int(),
  is_delivery: z.boolean(),
  delivery_price: z.number().int(),
  discount_amount: z.number().int(),
  /** What `discount_amount` is made of (P1.4): one free dish, the newsletter's 10 %. */
  discounts: discountBreakdownSchema.optional(),
  free_dish_credit_id: z.string().nullable().optional(),
  title: z.string().nullable(),
  description_address: z.string().nullable(),
  phone: z.string().nullable(),
  distance_m: z.number().int().nullable(),
  /** Ours: where a pickup is handed over (the restaurant or its drive); null for a delivery. */
  pickup_location: z.enum(PICKUP_LOCATIONS).nullable().optional(),
  /**
   * The customer's rating once the order is delivered and rated (P2.10); null before. Lists and details give
   * it.
   */
  rating: orderRatingSchema.nullable().optional(),
  /** Ours (P4.4): the delivery slot chosen, null for "as soon as possible". */
  scheduled_for: z.string().nullable().optional(),
  /** Ours (P4.7): when the order is expected at the customer's door. */
  estimated_at: z.string().nullable().optional(),
  /** Ours: where it came from, and whether it is paid in cash (then unpaid until collected). */
  source: z.enum(ORDER_SOURCES).optional(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS).optional(),
  notes: z.string().nullable().optional(),
  ...lifeFields,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/** A line in GET /api/orders-detail/{id} (P12.3 Order detail). */
export const orderDishSchema = z.object({
  dish_id: z.string(),
  dish_name: z.string(),
  img_plat: z.string().nullable(),
  quantity: z.number().int(),
  /** The unit price sold, its choices' changes included. */
  price_per_unit: z.number().int(),
  ...soldLineFields,
});
export type OrderDish = z.infer<typeof orderDishSchema>;

/** The rider of an order as its customer sees it: a first name to greet, a number to call. */
export const orderRiderSchema = z.object({ firstname: z.string(), phone: z.string() });
export type OrderRider = z.infer<typeof orderRiderSchema>;

export const orderDetailSchema = z.object({
  show_order_dish: z.array(orderDishSchema),
  order: orderSummarySchema,
  /** Who brings it, once it is on its way; null before. */
  rider: orderRiderSchema.nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/orders/{id}/status, polled every 10 s while a payment is awaited (P6.8). */
export const orderStatusResponseSchema = z.object({
  status: orderStatusSchema,
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  is_paid: z.boolean(),
  transaction: z.object({ transaction_id: z.string() }).nullable(),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

/** POST /api/orders/{id}/cancel answer; `refund` is set when a paid order was cancelled (P2.6). */
export const orderCancelResponseSchema = z.object({
  message: z.string(),
  order: orderSummarySchema,
  refund: z.object({ amount: z.number().int(), status: z.enum(REFUND_STATUSES) }).nullable(),
});
export type OrderCancelResponse = z.infer<typeof orderCancelResponseSchema>;
