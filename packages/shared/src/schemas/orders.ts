import { z } from 'zod';
import { normalizePhone } from '../phone.js';
import { ORDER_STATUSES } from '../order-status.js';
import {
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  type PaymentAttemptState,
  type PaymentStatus,
} from '../statuses.js';
import { parseReservationDate } from '../reservation-rules.js';
import { RESERVATION_STATUSES } from '../statuses.js';
import { ADDRESS_TITLES, ORDER_PAYMENT_METHODS, ORDER_SOURCES, cashMessages } from '../order-source.js';
import { MAX_QUANTITY_PER_LINE } from '../cart.js';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { discountMessages } from './discount-messages.js';
import { orderRatingSchema } from './ratings.js';

/** Length limits of order and reservation fields; ids are ours (UUIDs), so anything longer is not one. */
export const ORDER_LIMITS = {
  id: TEXT_LIMITS.id,
  lines: 100,
  address: TEXT_LIMITS.address,
  notes: TEXT_LIMITS.notes,
  contactName: TEXT_LIMITS.name,
} as const;

export const orderMessages = {
  noDishes: 'Veuillez ajouter des plats à votre commande',
  noReservationDishes: 'Veuillez ajouter des plats à votre réservation',
  address: 'Veuillez saisir votre adresse',
  phone: 'Veuillez saisir votre numéro de téléphone',
  phoneInvalid: 'Numéro de téléphone invalide : 8 chiffres ou +228XXXXXXXX.',
  position: 'Veuillez indiquer votre position (géolocalisation ou point sur la carte).',
  quantity: 'La quantité doit être comprise entre 1 et 50 par plat.',
  dish: 'Plat invalide. Veuillez mettre votre panier à jour.',
  tooManyLines: `Votre commande contient trop de plats différents (${ORDER_LIMITS.lines} au maximum).`,
  tooManyReservationLines: `Votre réservation contient trop de plats différents (${ORDER_LIMITS.lines} au maximum).`,
  addressTooLong: textMessages.addressTooLong,
  addressTitle: "Type d'adresse invalide : Domicile, Bureau ou Autre.",
  outOfZone: 'Adresse hors de notre zone de livraison ({km} km autour du restaurant).',
  unknownDish: "Un plat de votre panier n'est plus disponible. Veuillez mettre votre panier à jour.",
  cannotCancel: 'Cette commande ne peut plus être annulée.',
  cancelled: 'Commande annulée avec succès',
  invalidTransition: 'Ce changement de statut est impossible pour cette commande.',
  notPaid: "Cette commande n'est pas encore payée : elle ne peut pas avancer.",
  unknownStatus: 'Statut inconnu.',
  notFound: 'Commande introuvable.',
  reservationNotFound: 'Réservation introuvable.',
  orderRef: 'Référence de commande invalide.',
  reservationRef: 'Référence de réservation invalide.',
  reservationDate: 'Veuillez sélectionner une date et une heure de retrait',
  reservationCartWindow: "La date de retrait doit être comprise entre aujourd'hui et les 30 prochains jours.",
  reservationPreorderWindow: 'La date de retrait doit être comprise entre demain et les 7 prochains jours.',
  reservationHours: "L'heure de retrait doit être comprise entre 10:00 et 22:00.",
  reservationPast: "L'heure de retrait choisie est déjà passée.",
  pickupLocation: 'Lieu de retrait invalide : au restaurant ou au drive.',
  reservationSource: 'Type de réservation invalide.',
  notesTooLong: textMessages.notesTooLong,
  contactName: 'Veuillez saisir votre nom.',
  contactNameTooLong: textMessages.nameTooLong,
  contactEmail: 'Veuillez saisir un email valide.',
  scheduledFor: 'Créneau de livraison invalide.',
  changedMeanwhile: 'Cette commande vient d’être payée ou mise en paiement : rechargez la page.',
} as const;

/** An order, reservation or payment id as sent in a path or a body; `message` names what it refers to. */
export const recordIdSchema = (message: string) =>
  textInput({ error: message }).min(1, message).max(ORDER_LIMITS.id, message);

/** A required Togolese phone number, output as its 8 digits (P6.1). */
export const phoneSchema = textInput({ error: orderMessages.phone })
  .trim()
  // A missing number is not also an invalid one, nor a too long one: one message at a time.
  .min(1, { error: orderMessages.phone, abort: true })
  .max(TEXT_LIMITS.phone, { error: textMessages.phoneTooLong, abort: true })
  .refine((v) => normalizePhone(v) !== undefined, orderMessages.phoneInvalid)
  .transform((v) => normalizePhone(v)!);

const coordinate = (min: number, max: number) =>
  z.preprocess(
    // Older clients send coordinates as text.
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: orderMessages.position })
      .min(min, orderMessages.position)
      .max(max, orderMessages.position),
  );

/** A delivery point's latitude and longitude, as the order and a saved address take them. */
export const positionFields = { latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) };

export const orderLineSchema = z.object(
  {
    dish_id: recordIdSchema(orderMessages.dish),
    quantity: z
      .number({ error: orderMessages.quantity })
      .int(orderMessages.quantity)
      .min(1, orderMessages.quantity)
      .max(MAX_QUANTITY_PER_LINE, orderMessages.quantity),
  },
  { error: orderMessages.dish },
);
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A free dish credit (P7.5) to spend on an order or a quote, and the dish of the order it makes free: needed
 * for a 'Plat surprise' credit, which covers any dish up to its cap.
 */
export const freeDishFields = {
  free_dish_credit_id: z
    .string({ error: discountMessages.creditRef })
    .max(ORDER_LIMITS.id, discountMessages.creditRef)
    .transform((v) => v || undefined)
    .optional(),
  free_dish_id: z
    .string({ error: orderMessages.dish })
    .max(ORDER_LIMITS.id, orderMessages.dish)
    .transform((v) => v || undefined)
    .optional(),
};

/**
 * POST /api/orders body (P12.3). `delivery_price`, `distance` and `amount` sent by older clients are dropped:
 * the server prices everything itself (P1.2). `phone` is ours, not the spec's: left out, the delivery contact
 * is the account's phone, and it is only required of an account without a usable one.
 */
export const orderCreateSchema = z.object(
  {
    dishes: z
      .array(orderLineSchema, { error: orderMessages.noDishes })
      .min(1, orderMessages.noDishes)
      .max(ORDER_LIMITS.lines, orderMessages.tooManyLines),
    title: z.enum(ADDRESS_TITLES, { error: orderMessages.addressTitle }).default('Domicile'),
    description_address: textInput({ error: orderMessages.address })
      .trim()
      .min(1, orderMessages.address)
      .max(ORDER_LIMITS.address, orderMessages.addressTooLong),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    phone: phoneSchema.optional(),
    /** Ours (P4.4): a delivery slot's start; left out, the order is "as soon as possible". */
    scheduled_for: z.iso
      .datetime({ offset: true, error: orderMessages.scheduledFor })
      .transform((v) => new Date(v).toISOString())
      .optional(),
    /** Ours: the unpaid order made earlier from this cart, updated instead of creating another (decision 0039). */
    replaces_order_id: z
      .string({ error: orderMessages.orderRef })
      .max(ORDER_LIMITS.id, orderMessages.orderRef)
      .transform((v) => v || undefined)
      .optional(),
    ...freeDishFields,
    /** Ours: cash at the door when the restaurant takes it; left out, mobile money (spec's flow). */
    payment_method: z.enum(ORDER_PAYMENT_METHODS, { error: messages.invalidValue }).optional(),
  },
  { error: messages.invalidInput },
);
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.output<typeof orderCreateSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: orderMessages.unknownStatus });

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

/** What a customer's order or reservation says of its end and its money (decision 0039); all optional. */
export const lifeFields = {
  /** Why it was cancelled: staff's reason, 'expirée', or the kitchen's. */
  cancel_reason: z.string().nullable().optional(),
  refund: customerRefundSchema.nullable().optional(),
  /** When an unpaid one with no payment in progress is cancelled as expired. */
  expires_at: z.string().nullable().optional(),
  /** Set when an unpaid one was re-priced because a discount it held is no longer valid. */
  discount_notice: z.string().nullable().optional(),
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
  price_per_unit: z.number().int(),
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

/** The reasons staff pick from when they cancel an order; 'Autre' takes a text of its own. */
export const STAFF_CANCEL_REASONS = [
  "Rupture d'un plat",
  'Cuisine fermée',
  'Adresse hors zone ou introuvable',
  'Client injoignable',
  cashMessages.notCollectedReason,
] as const;

export const cancelMessages = {
  reasonRequired: "Indiquez le motif de l'annulation (il est affiché au client).",
  reasonTooLong: "Le motif de l'annulation fait 200 caractères au plus.",
  undoExpired: "Il est trop tard pour annuler cette action (60 secondes après l'avoir faite).",
  nothingToUndo: 'Aucune action récente à annuler sur cette commande.',
  expired: 'expirée',
} as const;

/** An undo window: the last staff move of an order or reservation can be taken back until `undo_until`. */
export const UNDO_SECONDS = 60;
export const lastMoveSchema = z.object({
  from: z.string(),
  to: z.string(),
  at: z.string(),
  undo_until: z.string(),
});
export type LastMove = z.infer<typeof lastMoveSchema>;

/** POST /api/admin/orders/{id}/status body (staff); a cancellation needs its reason, shown to the customer. */
export const orderStatusUpdateSchema = z.object(
  {
    status: orderStatusSchema,
    reason: textInput({ error: cancelMessages.reasonRequired })
      .trim()
      .max(200, cancelMessages.reasonTooLong)
      .optional(),
    /** Who takes it, on the move to 'in_delivery'; the spec's call without it still works. */
    rider_id: textInput({ error: messages.invalidValue })
      .trim()
      .max(ORDER_LIMITS.id, messages.invalidValue)
      .optional(),
  },
  { error: messages.invalidInput },
);

// ---- Reservations ----

export const RESERVATION_SOURCES = ['cart', 'preorder'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
export const PICKUP_LOCATIONS = ['restaurant', 'drive'] as const;
export type PickupLocation = (typeof PICKUP_LOCATIONS)[number];
const DAY_MS = 86_400_000;

/**
 * Checks a pickup date against the rules of its entry point (P5.1): the cart allows today..+30 days, the
 * pre-reservation page tomorrow..+7 days; both 10:00-22:00 and not in the past. Returns the French message or null.
 */
export function reservationDateError(source: ReservationSource, value: string, now: Date): string | null {
  const date = parseReservationDate(value);
  if (!date) return orderMessages.reservationDate;
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  if (minutes < 10 * 60 || minutes > 22 * 60 || (minutes === 22 * 60 && date.getUTCSeconds() > 0)) {
    return orderMessages.reservationHours;
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const offset = Math.round((day - today) / DAY_MS);
  if (source === 'cart' && (offset < 0 || offset > 30)) return orderMessages.reservationCartWindow;
  if (source === 'preorder' && (offset < 1 || offset > 7)) return orderMessages.reservationPreorderWindow;
  if (date.getTime() < now.getTime()) return orderMessages.reservationPast;
  return null;
}

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
      replaces_reservation_id: z
        .string({ error: orderMessages.reservationRef })
        .max(ORDER_LIMITS.id, orderMessages.reservationRef)
        .transform((v) => v || undefined)
        .optional(),
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
