import { z } from 'zod';
import { normalizePhone } from '../phone.js';
import { parseReservationDate } from '../reservation-rules.js';
import { REFUND_STATUSES, RESERVATION_STATUSES } from '../statuses.js';
import { ORDER_PAYMENT_METHODS, PICKUP_LOCATIONS } from '../order-source.js';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { ORDER_LIMITS, orderLineSchema, orderMessages, saleRefField } from './orders.js';
import { lifeFields, ORDER_PAYMENT_STATUSES, orderDishSchema } from './order-views.js';

export const RESERVATION_SOURCES = ['cart', 'preorder'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

/** POST /api/reservations body (P12.3 Reservation payload, plus the entry point and, for pre-orders, a contact). */
export const reservationCreateSchema = z
  .object(
    {
      dishes: z
        .array(orderLineSchema, { error: orderMessages.noReservationDishes })
        .min(1, orderMessages.noReservationDishes)
        .max(ORDER_LIMITS.lines, orderMessages.tooManyReservationLines),
      reservation_date: textInput({ error: orderMessages.reservationDate })
        .trim()
        .max(32, { error: orderMessages.reservationDate, abort: true })
        .refine((v) => parseReservationDate(v) !== undefined, orderMessages.reservationDate),
      pickup_location: z
        .enum(PICKUP_LOCATIONS, { error: orderMessages.pickupLocation })
        .default('restaurant'),
      notes: textInput({ error: messages.invalidValue })
        .trim()
        .max(ORDER_LIMITS.notes, orderMessages.notesTooLong)
        .nullish(),
      source: z.enum(RESERVATION_SOURCES, { error: orderMessages.reservationSource }).default('cart'),
      /** Ours: the unpaid reservation made earlier from this cart, updated instead of creating another. */
      replaces_reservation_id: saleRefField(orderMessages.reservationRef),
      /** Ours: the unpaid order this cart made before it was turned into a reservation, cancelled (0077). */
      replaces_order_id: saleRefField(orderMessages.orderRef),
      /** Ours: cash at pickup when the restaurant takes it; left out, mobile money (spec's flow). */
      payment_method: z.enum(ORDER_PAYMENT_METHODS, { error: messages.invalidValue }).optional(),
      contact_name: textInput({ error: orderMessages.contactName })
        .trim()
        .max(ORDER_LIMITS.contactName, orderMessages.contactNameTooLong)
        .nullish(),
      contact_email: textInput({ error: orderMessages.contactEmail })
        .max(TEXT_LIMITS.email, { error: textMessages.emailTooLong, abort: true })
        .pipe(
          z.union([z.email(orderMessages.contactEmail), z.literal('')], {
            error: orderMessages.contactEmail,
          }),
        )
        .nullish(),
      contact_phone: textInput({ error: orderMessages.phoneInvalid })
        .trim()
        .max(TEXT_LIMITS.phone, { error: textMessages.phoneTooLong, abort: true })
        .refine((v) => v === '' || normalizePhone(v) !== undefined, orderMessages.phoneInvalid)
        .nullish(),
    },
    { error: messages.invalidInput },
  )
  .superRefine((r, ctx) => {
    if (r.source !== 'preorder') return;
    if (!r.contact_name)
      ctx.addIssue({ code: 'custom', path: ['contact_name'], message: orderMessages.contactName });
    if (!r.contact_phone)
      ctx.addIssue({ code: 'custom', path: ['contact_phone'], message: orderMessages.phone });
  });
export type ReservationCreateInput = z.input<typeof reservationCreateSchema>;
export type ReservationCreate = z.output<typeof reservationCreateSchema>;

/** A reservation as its owner sees it; the answer of POST /api/reservations too. */
export const reservationSummarySchema = z.object({
  id: z.string(),
  reservation_id: z.string(),
  code: z.string(),
  source: z.enum(RESERVATION_SOURCES),
  status: z.enum(RESERVATION_STATUSES),
  reservation_date: z.string(),
  pickup_location: z.enum(PICKUP_LOCATIONS),
  notes: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  total_price: z.number().int(),
  total_quantite: z.number().int(),
  is_paid: z.boolean(),
  paid_at: z.string().nullable(),
  /** The state of the attempt that speaks for it, as for orders; given by the list (Mes réservations). */
  payment_status: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  /** Ours: 'cash' is confirmed unpaid and paid at pickup, when staff record the cash collected. */
  payment_method: z.enum(ORDER_PAYMENT_METHODS).optional(),
  created_at: z.string(),
  ...lifeFields,
});
export type ReservationSummary = z.infer<typeof reservationSummarySchema>;

export const reservationListSchema = z.object({ reservations: z.array(reservationSummarySchema) });
export const reservationDetailSchema = z.object({
  reservation: reservationSummarySchema,
  dishes: z.array(orderDishSchema),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  transaction: z.object({ transaction_id: z.string() }).nullable(),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

/**
 * POST /api/reservations/{id}/cancel answer; `refund` is set when a paid reservation was cancelled (P2.6).
 */
export const reservationCancelResponseSchema = z.object({
  message: z.string(),
  reservation: reservationSummarySchema,
  refund: z.object({ amount: z.number().int(), status: z.enum(REFUND_STATUSES) }).nullable(),
});
export type ReservationCancelResponse = z.infer<typeof reservationCancelResponseSchema>;
