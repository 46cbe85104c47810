import { z } from 'zod';
import { messages } from '../messages.js';
import { ADDRESS_TITLES, ORDER_SOURCES, cashMessages } from '../order-source.js';
import { TEXT_LIMITS, textInput, textMessages } from './text.js';
import { PAYMENT_NETWORKS } from '../phone.js';
import { PAYMENT_START_STATUSES } from './payments.js';
import { orderSummarySchema } from './order-views.js';
import { ORDER_LIMITS, freeDishFields, orderLineSchema, orderMessages, phoneSchema } from './orders.js';
import { orderQuoteRequestSchema } from './order-quote.js';
import { reservationSummarySchema } from './reservations.js';

export const staffOrderMessages = {
  source: 'Source invalide : téléphone, WhatsApp ou comptoir.',
  firstname: 'Veuillez saisir le prénom du client.',
  email: 'Adresse e-mail du client invalide.',
  payment: 'Mode de paiement invalide : FLOOZ, TMONEY ou espèces.',
  pickupAt: 'Heure de retrait invalide.',
  addressOrPickup: 'Indiquez une adresse de livraison avec sa position, ou une heure de retrait.',
} as const;

const optionalText = (max: number, tooLong: string) =>
  textInput({ error: messages.invalidValue })
    .trim()
    .max(max, tooLong)
    .transform((v) => v || undefined)
    .optional();

const coordinate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: orderMessages.position })
    .min(-180, orderMessages.position)
    .max(180, orderMessages.position),
);

/**
 * POST /api/admin/orders: an order staff take by phone or WhatsApp. Delivery with an address and its
 * position, or pickup at `pickup_at`; priced by the server like any order (P1.2, P8.3).
 */
export const staffOrderCreateSchema = z
  .object(
    {
      customer: z.object(
        {
          phone: phoneSchema,
          firstname: textInput({ error: staffOrderMessages.firstname })
            .trim()
            .min(1, staffOrderMessages.firstname)
            .max(TEXT_LIMITS.name, textMessages.nameTooLong),
          lastname: optionalText(TEXT_LIMITS.name, textMessages.nameTooLong),
          email: textInput({ error: staffOrderMessages.email })
            .trim()
            .toLowerCase()
            .max(TEXT_LIMITS.email, textMessages.emailTooLong)
            .transform((v) => v || undefined)
            .pipe(z.email({ error: staffOrderMessages.email }).optional())
            .optional(),
        },
        { error: orderMessages.phone },
      ),
      dishes: z
        .array(orderLineSchema, { error: orderMessages.noDishes })
        .min(1, orderMessages.noDishes)
        .max(ORDER_LIMITS.lines, orderMessages.tooManyLines),
      title: z.enum(ADDRESS_TITLES, { error: orderMessages.addressTitle }).default('Domicile'),
      description_address: optionalText(ORDER_LIMITS.address, orderMessages.addressTooLong),
      latitude: coordinate.optional(),
      longitude: coordinate.optional(),
      pickup_at: z.iso
        .datetime({ offset: true, error: staffOrderMessages.pickupAt })
        .transform((v) => new Date(v).toISOString())
        .optional(),
      /** A delivery slot's start; left out, a delivery is "as soon as possible". */
      scheduled_for: z.iso
        .datetime({ offset: true, error: orderMessages.scheduledFor })
        .transform((v) => new Date(v).toISOString())
        .optional(),
      notes: optionalText(ORDER_LIMITS.notes, orderMessages.notesTooLong),
      ...freeDishFields,
      source: z.enum(ORDER_SOURCES, { error: staffOrderMessages.source }).exclude(['site']),
      payment: z.object(
        {
          method: z.enum([...PAYMENT_NETWORKS, 'cash'], { error: staffOrderMessages.payment }),
          /** The number PayGate pushes to; the customer's own by default. */
          phone_number: phoneSchema.optional(),
        },
        { error: staffOrderMessages.payment },
      ),
    },
    { error: messages.invalidInput },
  )
  .superRefine((v, ctx) => {
    const delivery = v.description_address && v.latitude !== undefined && v.longitude !== undefined;
    if (!delivery && !v.pickup_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['description_address'],
        message: staffOrderMessages.addressOrPickup,
      });
    }
  });
export type StaffOrderCreateInput = z.input<typeof staffOrderCreateSchema>;
export type StaffOrderCreate = z.output<typeof staffOrderCreateSchema>;

/** A push staff sent to the customer's number, as the board follows it. */
export const staffPushSchema = z.object({
  /** Null when the push could not be sent (PayGate unreachable): staff send it again from the board. */
  payment_id: z.string().nullable(),
  /** How the push went, or 'failed' when it could not be sent. */
  status: z.enum([...PAYMENT_START_STATUSES, 'failed']),
  tx_reference: z.string().nullable(),
  message: z.string(),
});
export type StaffPush = z.infer<typeof staffPushSchema>;

export const staffOrderCreatedSchema = z.object({
  order_id: z.string(),
  customer_id: z.string(),
  code_commande: z.string().optional(),
  /**
   * For a caller without an account of their own: the code staff pass on (WhatsApp, counter) that proves their
   * number when they register, so their orders join their account (decision 0064). Shown once.
   */
  caller_code: z.string().optional(),
  /** The push sent to the customer's number (mobile money); absent for cash. */
  payment: staffPushSchema.optional(),
});
export type StaffOrderCreated = z.infer<typeof staffOrderCreatedSchema>;

/**
 * POST /api/admin/orders/quote: what the "Nouvelle commande" dialog is about to charge, priced by the same code as
 * the order (the caller's discounts when their number is on file, the fee of the point's distance band), so the
 * total staff read out is the amount pushed. `pickup` prices it without delivery.
 */
export const staffOrderQuoteRequestSchema = orderQuoteRequestSchema.extend({
  phone: phoneSchema.optional(),
  pickup: z.boolean({ error: messages.invalidValue }).optional(),
});
export type StaffOrderQuoteRequest = z.input<typeof staffOrderQuoteRequestSchema>;

export const staffPushMessages = {
  notStaffOrder: 'Seules les commandes prises par l’équipe se paient depuis le tableau.',
  notPushable: 'Cette commande ne se paie plus par mobile money.',
  paidMeanwhile: 'La commande a été payée entre-temps.',
} as const;

/**
 * POST /api/admin/orders/{id}/payment: "Renvoyer la demande" or another number (decision 0077). Left out, the number
 * and network of the prompt it replaces (else the order's number, FLOOZ); `replaces_payment_id` names that prompt,
 * so a second tap takes up the first tap's push instead of ending it.
 */
export const staffPushRequestSchema = z.object(
  {
    phone_number: phoneSchema.optional(),
    network: z.enum(PAYMENT_NETWORKS, { error: staffOrderMessages.payment }).optional(),
    replaces_payment_id: z.string().max(ORDER_LIMITS.id).optional(),
  },
  { error: messages.invalidInput },
);
export type StaffPushRequest = z.output<typeof staffPushRequestSchema>;

/** GET /api/admin/customers?q=: a caller found by phone number or e-mail. */
export const staffCustomerQuerySchema = z.object({ q: z.string().trim().min(1).max(TEXT_LIMITS.email) });
export const staffCustomerSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A customer recorded by staff who has not set a password yet. */
  light: z.boolean(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomerListSchema = z.object({ customers: z.array(staffCustomerSchema) });

/** POST /api/admin/orders/{id}/cash and the rider's: the amount collected, in FCFA. */
export const cashCollectSchema = z.object(
  { amount: z.number({ error: cashMessages.amount }).int(cashMessages.amount).min(1, cashMessages.amount) },
  { error: cashMessages.amount },
);
export const cashCollectionSchema = z.object({
  message: z.string(),
  order: orderSummarySchema,
  /** What the customer handed over. */
  amount: z.number().int(),
  /** Given back: what was handed over beyond the total (decision 0071). */
  change: z.number().int().optional(),
  /** True when this call only repeated a collection already recorded. */
  already_recorded: z.boolean(),
});
export type CashCollection = z.infer<typeof cashCollectionSchema>;

/** POST /api/admin/reservations/{id}/cash answer: as an order's, for a reservation paid at pickup. */
export const reservationCashCollectionSchema = cashCollectionSchema
  .omit({ order: true })
  .extend({ reservation: reservationSummarySchema });
export type ReservationCashCollection = z.infer<typeof reservationCashCollectionSchema>;

export const callerCodeMessages = {
  code: 'Saisissez les 6 chiffres du code client donné par le restaurant.',
  invalid:
    'Code client invalide ou expiré : demandez-en un nouveau au restaurant à votre prochaine commande.',
  noPhone:
    'Ajoutez à votre profil le numéro de téléphone avec lequel vous avez commandé : le code va avec ce numéro.',
  staffOnly: 'Ce compte ne peut pas retrouver de commandes téléphoniques.',
  found: (orders: number) =>
    orders === 0
      ? 'Code accepté : vos commandes passées par téléphone sont maintenant sur votre compte.'
      : `Code accepté : ${orders} commande${orders > 1 ? 's' : ''} passée${orders > 1 ? 's' : ''} par téléphone ${
          orders > 1 ? 'sont' : 'est'
        } maintenant sur votre compte.`,
  whatsapp: (firstname: string, orderCode: string, code: string) =>
    `Bonjour ${firstname}, merci pour votre commande ${orderCode} chez Mama Lomé ! ` +
    `Pour la retrouver sur notre site, créez votre compte avec ce numéro puis saisissez votre code client ${code} ` +
    'dans «\u00a0Mes commandes\u00a0».',
} as const;

/** POST /api/me/phone-orders: a registered customer proves the number a caller ordered with. */
export const callerCodeClaimSchema = z.object(
  {
    code: textInput({ error: callerCodeMessages.code })
      .trim()
      .max(TEXT_LIMITS.code, { error: callerCodeMessages.code, abort: true })
      .regex(/^\d{6}$/, { error: callerCodeMessages.code }),
  },
  { error: messages.invalidInput },
);
export type CallerCodeClaim = z.input<typeof callerCodeClaimSchema>;
export const callerCodeClaimedSchema = z.object({
  message: z.string(),
  /** Orders and reservations now on the account. */
  orders: z.number().int(),
  reservations: z.number().int(),
});
export type CallerCodeClaimed = z.infer<typeof callerCodeClaimedSchema>;
