import { z } from 'zod';
import { normalizePhone } from '../phone.js';
import { ORDER_STATUSES } from '../order-status.js';
import { ADDRESS_TITLES, ORDER_PAYMENT_METHODS, cashMessages } from '../order-source.js';
import { MAX_QUANTITY_PER_LINE } from '../cart.js';
import { messages } from '../messages.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { discountMessages } from './discount-messages.js';
import { lineOptionFields } from './dish-options.js';

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
    ...lineOptionFields,
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
 * Ours, optional: the id of a sale this cart made before (decision 0077), named as the spec's clients never need
 * to; an empty value counts as none.
 */
export const saleRefField = (message: string) =>
  z
    .string({ error: message })
    .max(ORDER_LIMITS.id, message)
    .transform((v) => v || undefined)
    .optional();

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
    replaces_order_id: saleRefField(orderMessages.orderRef),
    /** Ours: the unpaid reservation this cart made before it was turned into an order, cancelled (0077). */
    replaces_reservation_id: saleRefField(orderMessages.reservationRef),
    ...freeDishFields,
    /** Ours: cash at the door when the restaurant takes it; left out, mobile money (spec's flow). */
    payment_method: z.enum(ORDER_PAYMENT_METHODS, { error: messages.invalidValue }).optional(),
  },
  { error: messages.invalidInput },
);
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.output<typeof orderCreateSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: orderMessages.unknownStatus });

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
  /** An unpaid sale whose cart was ordered again, as an order or a reservation (decision 0077). */
  replaced: 'remplacée par votre nouvelle commande de ce panier',
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
